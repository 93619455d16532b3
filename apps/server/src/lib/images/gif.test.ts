import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeAnimatedGif, GIF_FRAME_MS } from './gif';

const solid = (width: number, height: number, background: string, alpha = false) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background } })
    .png()
    .toBuffer();

/** The RGB of a pixel of frame `page` of an animated image. */
async function pixel(gif: Buffer, page: number, x: number, y: number) {
  const { data, info } = await sharp(gif, { page }).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

describe('encodeAnimatedGif', () => {
  it('makes one looping frame per image, 1.5 s each, at most 960 pixels wide with the first image’s proportions', async () => {
    const gif = await encodeAnimatedGif([
      await solid(1280, 800, '#ff0000'),
      await solid(1280, 800, '#0000ff'),
      await solid(1280, 800, '#00ff00'),
    ]);
    const meta = await sharp(gif).metadata();
    expect(meta.format).toBe('gif');
    expect(meta.pages).toBe(3);
    expect(meta.width).toBe(960);
    expect(meta.pageHeight ?? meta.height).toBe(600);
    expect(meta.loop).toBe(0);
    expect(meta.delay).toEqual([GIF_FRAME_MS, GIF_FRAME_MS, GIF_FRAME_MS]);
    expect(await pixel(gif, 0, 10, 10)).toEqual([255, 0, 0]);
    expect(await pixel(gif, 1, 10, 10)).toEqual([0, 0, 255]);
    expect(await pixel(gif, 2, 10, 10)).toEqual([0, 255, 0]);
  });

  it('fits an image of other proportions on white, and never enlarges a small screen', async () => {
    const gif = await encodeAnimatedGif([
      await solid(640, 400, '#ff0000'),
      await solid(200, 400, '#0000ff', true),
    ]);
    const meta = await sharp(gif).metadata();
    expect([meta.width, meta.pageHeight ?? meta.height, meta.pages]).toEqual([640, 400, 2]);
    expect(await pixel(gif, 1, 320, 200)).toEqual([0, 0, 255]);
    expect(await pixel(gif, 1, 10, 200)).toEqual([255, 255, 255]);
  });

  it('refuses to make a GIF of nothing', async () => {
    await expect(encodeAnimatedGif([])).rejects.toThrow(/at least one frame/);
  });
});
