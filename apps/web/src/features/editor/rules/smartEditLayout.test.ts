import { describe, expect, it } from 'vitest';
import { popupPosition, popupSize } from './smartEditLayout';

describe('smart edit popup size', () => {
  it('is 350 wide and 160 to 300 high while asking, 525 by 480 with a result', () => {
    expect(popupSize('instruction', 1000)).toEqual({ width: 350, minHeight: 160, maxHeight: 300 });
    expect(popupSize('loading', 1000)).toEqual({ width: 350, minHeight: 160, maxHeight: 300 });
    expect(popupSize('result', 1000)).toEqual({ width: 525, minHeight: 480, maxHeight: 480 });
  });

  it('fits a narrow screen', () => {
    expect(popupSize('result', 343).width).toBe(327);
  });

  it('stays inside the editor horizontally', () => {
    expect(popupPosition({ left: 900, bottom: 40 }, 350, 1000)).toEqual({ left: 642, top: 48 });
    expect(popupPosition({ left: -20, bottom: 10 }, 350, 1000)).toEqual({ left: 8, top: 18 });
  });
});
