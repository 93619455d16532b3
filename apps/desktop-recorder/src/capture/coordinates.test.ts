import { describe, expect, it } from 'vitest';
import { type MonitorGeometry, monitorAt, toViewportPoint, viewportOf } from './coordinates';

const monitor = (over: Partial<MonitorGeometry>): MonitorGeometry => ({
  id: 1,
  x: 0,
  y: 0,
  width: 1920,
  height: 1080,
  scaleFactor: 1,
  ...over,
});

describe('coordinate mapping', () => {
  it('maps a point 1:1 at scale 1.0', () => {
    const primary = monitor({});
    expect(viewportOf(primary)).toEqual({ width: 1920, height: 1080, devicePixelRatio: 1 });
    expect(toViewportPoint(primary, { x: 200, y: 150 })).toEqual({ x: 200, y: 150 });
  });

  it('divides physical pixels by 1.5 (Windows reports physical pixels)', () => {
    const scaled = monitor({ scaleFactor: 1.5 });
    expect(viewportOf(scaled)).toEqual({ width: 1280, height: 720, devicePixelRatio: 1.5 });
    expect(toViewportPoint(scaled, { x: 300, y: 150 })).toEqual({ x: 200, y: 100 });
  });

  it('keeps logical points at 2.0 when the monitor is reported in points (macOS)', () => {
    const retina = monitor({ width: 1440, height: 900, scaleFactor: 2 });
    const image = { width: 2880, height: 1800 };
    expect(viewportOf(retina, image)).toEqual({ width: 1440, height: 900, devicePixelRatio: 2 });
    expect(toViewportPoint(retina, { x: 720, y: 450 }, image)).toEqual({ x: 720, y: 450 });
  });

  it('handles 2.0 reported in physical pixels (4K at 200 %)', () => {
    const uhd = monitor({ width: 3840, height: 2160, scaleFactor: 2 });
    expect(viewportOf(uhd)).toEqual({ width: 1920, height: 1080, devicePixelRatio: 2 });
    expect(toViewportPoint(uhd, { x: 3000, y: 2000 })).toEqual({ x: 1500, y: 1000 });
  });

  it('finds a monitor left of and above the primary (negative origin) and maps relative to it', () => {
    const primary = monitor({ id: 1 });
    const left = monitor({ id: 2, x: -2560, y: -360, width: 2560, height: 1440, scaleFactor: 1.25 });
    const found = monitorAt([primary, left], { x: -100, y: -50 });
    expect(found?.id).toBe(2);
    if (!found) throw new Error('no monitor');
    expect(viewportOf(found)).toEqual({ width: 2048, height: 1152, devicePixelRatio: 1.25 });
    // 2460 physical px from the left edge, 310 from the top → / 1.25
    expect(toViewportPoint(found, { x: -100, y: -50 })).toEqual({ x: 1968, y: 248 });
    expect(monitorAt([primary, left], { x: 10, y: 10 })?.id).toBe(1);
  });

  it('takes the nearest monitor for a point in a gap and clamps into the viewport', () => {
    const a = monitor({ id: 1 });
    const b = monitor({ id: 2, x: 2000 });
    expect(monitorAt([a, b], { x: 1990, y: 10 })?.id).toBe(2);
    expect(toViewportPoint(b, { x: 1990, y: 10 })).toEqual({ x: 0, y: 10 });
  });
});
