import { describe, expect, it } from 'vitest';
import {
  isLargeEnough,
  moveRect,
  nudgeRect,
  rectFromDrag,
  rectToPercent,
  rectToPixels,
  resizeRect,
} from './geometry';

describe('percent and pixels', () => {
  it('turns percent into integer pixels of the context size and back', () => {
    const rect = { x: 10, y: 25, width: 33.333, height: 12.5 };
    const pixels = rectToPixels(rect, 1280, 800);
    expect(pixels).toEqual({ x: 128, y: 200, width: 427, height: 100 });
    expect(Object.values(pixels).every(Number.isInteger)).toBe(true);
    const back = rectToPercent(pixels, 1280, 800);
    expect(back.x).toBe(10);
    expect(back.width).toBeCloseTo(33.359, 3);
  });

  it('keeps every box at least one pixel big and inside the image', () => {
    expect(rectToPixels({ x: 99.99, y: 99.99, width: 0.001, height: 0.001 }, 200, 100)).toEqual({
      x: 199,
      y: 99,
      width: 1,
      height: 1,
    });
    expect(rectToPixels({ x: 90, y: 0, width: 20, height: 100 }, 200, 100)).toEqual({
      x: 180,
      y: 0,
      width: 20,
      height: 100,
    });
  });

  it('rounds edges, so boxes that touch in percent touch in pixels', () => {
    const left = rectToPixels({ x: 0, y: 0, width: 33.3333, height: 10 }, 1000, 1000);
    const right = rectToPixels({ x: 33.3333, y: 0, width: 33.3333, height: 10 }, 1000, 1000);
    expect(left.x + left.width).toBe(right.x);
  });
});

describe('drawing by dragging', () => {
  it('spans the drag whichever way it went, clipped to the image', () => {
    expect(rectFromDrag({ x: 60, y: 40 }, { x: 20, y: 10 })).toEqual({ x: 20, y: 10, width: 40, height: 30 });
    expect(rectFromDrag({ x: 90, y: 90 }, { x: 130, y: -5 })).toEqual({ x: 90, y: 0, width: 10, height: 90 });
  });

  it('needs more than 0.5 % in both directions', () => {
    expect(isLargeEnough({ width: 0.5, height: 20 })).toBe(false);
    expect(isLargeEnough({ width: 20, height: 0.5 })).toBe(false);
    expect(isLargeEnough({ width: 0.501, height: 0.501 })).toBe(true);
  });
});

describe('moving, nudging and resizing', () => {
  const rect = { x: 10, y: 10, width: 20, height: 10 };

  it('nudges by 0.5 %, or 5 % with Shift', () => {
    expect(nudgeRect(rect, 'ArrowRight', false)).toMatchObject({ x: 10.5, y: 10 });
    expect(nudgeRect(rect, 'ArrowUp', true)).toMatchObject({ x: 10, y: 5 });
    expect(nudgeRect(rect, 'ArrowDown', false)).toMatchObject({ x: 10, y: 10.5 });
  });

  it('stops at the edges of the image, keeping the size', () => {
    expect(nudgeRect({ ...rect, x: 2 }, 'ArrowLeft', true)).toEqual({ ...rect, x: 0 });
    expect(nudgeRect({ ...rect, y: 88 }, 'ArrowDown', true)).toEqual({ ...rect, y: 90 });
    expect(moveRect(rect, 200, -200)).toEqual({ ...rect, x: 80, y: 0 });
  });

  it('resizes from a corner with the opposite corner fixed', () => {
    expect(resizeRect(rect, 'se', { x: 50, y: 40 })).toEqual({ x: 10, y: 10, width: 40, height: 30 });
    expect(resizeRect(rect, 'nw', { x: 5, y: 0 })).toEqual({ x: 5, y: 0, width: 25, height: 20 });
    // Past the opposite corner the box flips instead of getting a negative size.
    expect(resizeRect(rect, 'se', { x: 0, y: 0 })).toEqual({ x: 0, y: 0, width: 10, height: 10 });
  });

  it('does not let a resize shrink a box to nothing', () => {
    const tiny = resizeRect(rect, 'se', { x: 10, y: 10 });
    expect(isLargeEnough(tiny)).toBe(true);
  });
});
