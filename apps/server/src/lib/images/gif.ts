import { ANNOTATION_COLORS } from '@support/shared';
import sharp from 'sharp';

/** An encoded image (PNG, JPEG…) or raw pixels with their size, as sharp gives them. */
export type GifImage =
  | Buffer
  | { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

const open = (image: GifImage) =>
  Buffer.isBuffer(image)
    ? sharp(image)
    : sharp(image.data, {
        raw: { width: image.info.width, height: image.info.height, channels: image.info.channels },
      });

/** Wide enough to read a screen's labels, small enough for a page (a 1280-pixel screen at 3/4). */
export const GIF_MAX_WIDTH = 960;
/** Long enough to find the pointer and read the step, short enough to keep the story moving. */
export const GIF_FRAME_MS = 1500;

/**
 * An animated GIF of the images in order, one frame each for `frameMs`, looping forever. Every frame
 * has the first image's proportions at `maxWidth` (never enlarged); an image of other proportions
 * is fitted inside on white. For many or large images, make the frames one by one with gifFrameSize
 * and gifFrame and pass them to encodeGifFrames: only the small frames are kept in memory then.
 */
export async function encodeAnimatedGif(
  images: GifImage[],
  options: { maxWidth?: number; frameMs?: number } = {},
): Promise<Buffer> {
  if (images.length === 0) throw new Error('a GIF needs at least one frame');
  const size = await gifFrameSize(images[0]!, options.maxWidth);
  const frames: Buffer[] = [];
  for (const image of images) frames.push(await gifFrame(image, size));
  return encodeGifFrames(frames, size, options.frameMs);
}

/** The frame size for a GIF that starts with `first`. */
export async function gifFrameSize(
  first: GifImage,
  maxWidth = GIF_MAX_WIDTH,
): Promise<{ width: number; height: number }> {
  const meta = await open(first).metadata();
  const width = Math.min(maxWidth, meta.width);
  return { width, height: Math.max(1, Math.round((meta.height * width) / meta.width)) };
}

/**
 * One frame as raw RGB pixels of exactly `size`. With `stepNumber`, a numbered badge in the top-left
 * corner: a GIF has no text beside it, so the number tells which step of the article a frame shows.
 */
export async function gifFrame(
  image: GifImage,
  size: { width: number; height: number },
  stepNumber?: number | null,
): Promise<Buffer> {
  const plain = open(image)
    .resize(size.width, size.height, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw();
  if (!stepNumber) return plain.toBuffer();
  // sharp composites after every other operation of a pipeline, so the badge is drawn on the finished
  // frame in a second pass, and the alpha that compositing adds is dropped in a third.
  const frame = await plain.toBuffer({ resolveWithObject: true });
  const drawn = await sharp(frame.data, { raw: frame.info })
    .composite([{ input: stepBadge(stepNumber, size.width), left: 0, top: 0 }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (drawn.info.channels === 3) return drawn.data;
  return sharp(drawn.data, { raw: drawn.info }).removeAlpha().raw().toBuffer();
}

function stepBadge(stepNumber: number, frameWidth: number): Buffer {
  const unit = Math.max(0.6, frameWidth / 960);
  const r = 17 * unit;
  const c = 12 * unit + r;
  const side = Math.ceil(c + r + 4 * unit);
  const text = String(stepNumber).slice(0, 4);
  const font = r * (text.length > 2 ? 0.75 : 1);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">` +
      `<circle cx="${c}" cy="${c}" r="${r}" fill="${ANNOTATION_COLORS.accent}" stroke="${ANNOTATION_COLORS.onAccent}" stroke-width="${2.5 * unit}"/>` +
      `<text x="${c}" y="${c}" dy="0.36em" text-anchor="middle" font-family="'DejaVu Sans', sans-serif" font-weight="bold" font-size="${font}" fill="${ANNOTATION_COLORS.onAccent}">${text}</text>` +
      '</svg>',
  );
}

/**
 * The GIF of frames made by gifFrame. They go to sharp as one tall strip of raw pixels (pageHeight),
 * so nothing is encoded twice; without dithering, screen text stays crisp.
 */
export function encodeGifFrames(
  frames: Buffer[],
  size: { width: number; height: number },
  frameMs = GIF_FRAME_MS,
): Promise<Buffer> {
  if (frames.length === 0) throw new Error('a GIF needs at least one frame');
  const { width, height } = size;
  return (
    sharp(Buffer.concat(frames), {
      raw: { width, height: height * frames.length, channels: 3, pageHeight: height },
    })
      // One delay per frame: a single number would time the first frame only.
      .gif({ loop: 0, delay: frames.map(() => frameMs), dither: 0 })
      .toBuffer()
  );
}
