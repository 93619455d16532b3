import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodePng, encodePng, encodePngAsync } from './png';
import { renderScreen } from './testing/render';

describe('PNG', () => {
  it('reads back what it writes, sync and async alike', async () => {
    const rgba = new Uint8Array(7 * 3 * 4).map((_, i) => (i * 37) % 256);
    const png = encodePng(rgba, 7, 3);
    expect(await encodePngAsync(rgba, 7, 3)).toEqual(png);
    expect(await decodePng(png)).toEqual({ data: rgba, width: 7, height: 3 });
  });

  it('reads filtered RGB and palette PNGs of other encoders as RGBA', async () => {
    const source = await renderScreen(120, 40, [{ text: 'Filtered', x: 4, y: 28 }]);
    const expected = await sharp(source).ensureAlpha().raw().toBuffer();
    for (const png of [
      await sharp(source).removeAlpha().png({ adaptiveFiltering: true }).toBuffer(),
      await sharp(source).png({ palette: true, colours: 256, dither: 0 }).toBuffer(),
    ]) {
      const decoded = await decodePng(png);
      expect([decoded.width, decoded.height]).toEqual([120, 40]);
      const reference = await sharp(png).ensureAlpha().raw().toBuffer();
      expect(Buffer.from(decoded.data).equals(reference)).toBe(true);
    }
    expect(expected.length).toBe(120 * 40 * 4);
  });
});
