import sharp from 'sharp';
import type { Storage } from '../../../lib/storage';
import type { PreparedImage } from './pdfMarkdown';

/** The most images one PDF draws (a 30-step article has 31); later ones are left out. */
export const PDF_MAX_IMAGES = 120;
/** A stored image larger than this is not drawn (a screenshot is well under 5 MB). */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** Pixels wide an image is scaled down to: sharp at twice the 483 pt column, still sharp when printed. */
const MAX_PIXELS_WIDE = 1100;
/** The tallest an image is drawn, in points: a tall screenshot leaves room for its step's text. */
const MAX_HEIGHT = 560;

/**
 * A stored image as the PDF embeds it: scaled to at most 1100 px wide, flattened on white and
 * re-encoded as JPEG (embedded as it is, with no decoding in JavaScript; the first frame of a
 * GIF), sized in points to fit `maxWidth` × 560. null when it is missing, too large or not an image.
 */
export async function prepareImage(
  storage: Storage,
  key: string,
  maxWidth: number,
  maxHeight = MAX_HEIGHT,
): Promise<PreparedImage | null> {
  const opened = await storage.open(key);
  if (!opened || opened.size > MAX_IMAGE_BYTES) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream()) chunks.push(chunk as Buffer);
  try {
    const { data, info } = await sharp(Buffer.concat(chunks), { limitInputPixels: 40_000_000, pages: 1 })
      .rotate()
      .resize({ width: MAX_PIXELS_WIDE, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: false })
      .toBuffer({ resolveWithObject: true });
    // 96 dpi as the screen showed it (0.75 pt a pixel), never wider or taller than the page allows.
    const scale = Math.min(0.75, maxWidth / info.width, maxHeight / info.height);
    return { data, width: info.width * scale, height: info.height * scale };
  } catch {
    return null;
  }
}

/** `prepareImage` for many keys, two at a time (sharp's work is what the PDF's time is made of). */
export async function prepareImages(
  storage: Storage,
  keys: string[],
  maxWidth: number,
): Promise<Map<string, PreparedImage>> {
  const result = new Map<string, PreparedImage>();
  const queue = [...new Set(keys)].slice(0, PDF_MAX_IMAGES);
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      const image = await prepareImage(storage, key, maxWidth);
      if (image) result.set(key, image);
    }
  };
  await Promise.all([worker(), worker()]);
  return result;
}
