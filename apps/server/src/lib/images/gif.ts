import sharp from 'sharp';

/** Wide enough to read a screen's labels, small enough for a page (a 1280-pixel screen at 3/4). */
export const GIF_MAX_WIDTH = 960;
/** Long enough to find the pointer and read the step, short enough to keep the story moving. */
export const GIF_FRAME_MS = 1500;

/**
 * An animated GIF of the images in order, one frame each for `frameMs`, looping forever. Every frame
 * has the first image's proportions at `maxWidth` (never enlarged); an image of other proportions
 * is fitted inside on white. Frames are handed to sharp as one tall strip of raw pixels (pageHeight),
 * so nothing is encoded twice; without dithering, screen text stays crisp.
 */
export async function encodeAnimatedGif(
  images: Buffer[],
  options: { maxWidth?: number; frameMs?: number } = {},
): Promise<Buffer> {
  if (images.length === 0) throw new Error('a GIF needs at least one frame');
  const first = await sharp(images[0]).metadata();
  const width = Math.min(options.maxWidth ?? GIF_MAX_WIDTH, first.width);
  const height = Math.max(1, Math.round((first.height * width) / first.width));
  const frames: Buffer[] = [];
  for (const image of images) frames.push(await gifFrame(image, { width, height }));
  return (
    sharp(Buffer.concat(frames), {
      raw: { width, height: height * frames.length, channels: 3, pageHeight: height },
    })
      // One delay per frame: a single number would time the first frame only.
      .gif({ loop: 0, delay: frames.map(() => options.frameMs ?? GIF_FRAME_MS), dither: 0 })
      .toBuffer()
  );
}

/** One frame as raw RGB pixels of exactly `size`. */
export function gifFrame(image: Buffer, size: { width: number; height: number }): Promise<Buffer> {
  return sharp(image)
    .resize(size.width, size.height, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer();
}
