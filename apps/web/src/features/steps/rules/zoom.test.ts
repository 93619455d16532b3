import { describe, expect, it } from 'vitest';
import { canZoomIn, canZoomOut, stepZoom, zoomViewport } from './zoom';

describe('zoom', () => {
  it('goes from 1× to 4× in steps of 0.25', () => {
    const levels = [1];
    while (canZoomIn(levels.at(-1) ?? 1)) levels.push(stepZoom(levels.at(-1) ?? 1, 1));
    expect(levels).toEqual([1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3, 3.25, 3.5, 3.75, 4]);
    expect(stepZoom(2, -1)).toBe(1.75);
  });

  it('stops at the limits, where minus and plus are disabled', () => {
    expect(stepZoom(4, 1)).toBe(4);
    expect(stepZoom(1, -1)).toBe(1);
    expect([canZoomOut(1), canZoomIn(1)]).toEqual([false, true]);
    expect([canZoomOut(4), canZoomIn(4)]).toEqual([true, false]);
    expect([canZoomOut(2.5), canZoomIn(2.5)]).toEqual([true, true]);
  });

  it('snaps an odd stored level back onto the grid', () => {
    expect(stepZoom(1.3, 1)).toBe(1.5);
  });

  it('shows 1/zoom of the image centred on the anchor, never past its edges', () => {
    expect(zoomViewport(1, 50, 50)).toEqual({ x: 0, y: 0, width: 100, height: 100 });
    expect(zoomViewport(2, 50, 50)).toEqual({ x: 25, y: 25, width: 50, height: 50 });
    expect(zoomViewport(2, 40, 60)).toEqual({ x: 15, y: 35, width: 50, height: 50 });
    expect(zoomViewport(4, 0, 100)).toEqual({ x: 0, y: 75, width: 25, height: 25 });
  });
});
