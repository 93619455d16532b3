import { describe, expect, it } from 'vitest';
import { zoomWindow } from './zoom';

describe('zoomWindow', () => {
  it('shows 1/zoom of each side around the anchor, in percent for the editor', () => {
    expect(zoomWindow({ width: 100, height: 100 }, 2, { x: 40, y: 60 })).toEqual({
      x: 15,
      y: 35,
      width: 50,
      height: 50,
    });
    expect(zoomWindow({ width: 100, height: 100 }, 1, { x: 10, y: 90 })).toEqual({
      x: 0,
      y: 0,
      width: 100,
      height: 100,
    });
  });

  it('is the same window in whole pixels for the renderer', () => {
    const percent = zoomWindow({ width: 100, height: 100 }, 2, { x: 40, y: 60 });
    const pixels = zoomWindow({ width: 1000, height: 800 }, 2, { x: 40, y: 60 }, { pixels: true });
    expect(pixels).toEqual({ x: 150, y: 280, width: 500, height: 400 });
    expect(pixels.x / 1000).toBe(percent.x / 100);
    expect(pixels.y / 800).toBe(percent.y / 100);
    // Odd sizes round to whole pixels and stay inside the image.
    expect(zoomWindow({ width: 333, height: 101 }, 3, { x: 100, y: 0 }, { pixels: true })).toEqual({
      x: 222,
      y: 0,
      width: 111,
      height: 34,
    });
  });

  it('keeps the window inside the image near its edges and for anchors out of range', () => {
    expect(zoomWindow({ width: 100, height: 100 }, 4, { x: 0, y: 100 })).toEqual({
      x: 0,
      y: 75,
      width: 25,
      height: 25,
    });
    expect(zoomWindow({ width: 100, height: 100 }, 2, { x: -50, y: 250 })).toEqual({
      x: 0,
      y: 50,
      width: 50,
      height: 50,
    });
  });

  it('treats a zoom below 1 or not a number as the whole image, and caps it at 16', () => {
    for (const level of [0.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(zoomWindow({ width: 100, height: 100 }, level, { x: 50, y: 50 })).toEqual({
        x: 0,
        y: 0,
        width: 100,
        height: 100,
      });
    expect(zoomWindow({ width: 1600, height: 1600 }, 64, { x: 50, y: 50 }, { pixels: true }).width).toBe(100);
  });
});
