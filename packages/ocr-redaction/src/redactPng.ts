import { blurAll, blurBoxes } from './blur';
import type { OcrEngine } from './ocr';
import { decodePng, encodePngAsync, isPng, type RgbaImage } from './png';
import type { Box, CompiledRules, OcrLine, Redaction } from './rules';

/**
 * One screenshot through the pass: OCR, the rules, the blur. Reading (slow, in the OCR thread) and
 * blurring (fast) are separate steps so a caller can read an image while a recording goes on and
 * blur again later when the rules grew (a typed value withheld after the screenshot was read):
 * blurring is cumulative, a box blurred once stays blurred.
 */

export type RedactedImage = {
  /** The image to keep: the input itself when nothing was found. */
  image: Buffer;
  places: Redaction[];
  lines: OcrLine[];
};

/** Pixelates `boxes` in a PNG; the input is returned as it is when there is nothing to do. */
export async function blurPng(png: Buffer, boxes: readonly Box[]): Promise<Buffer> {
  if (boxes.length === 0) return png;
  const image = await decodePng(png);
  blurBoxes(image.data, image.width, image.height, boxes);
  return encodePngAsync(image.data, image.width, image.height);
}

/** Pixelates `boxes` in a copy of a decoded image and encodes it (the decoded one stays as it was). */
export async function blurImage(image: RgbaImage, boxes: readonly Box[]): Promise<Buffer> {
  const copy = new Uint8Array(image.data);
  blurBoxes(copy, image.width, image.height, boxes);
  return encodePngAsync(copy, image.width, image.height);
}

/** A JPEG's size, from its frame header (the recorder stores a 4K photo-like screen as JPEG). */
function jpegSize(data: Buffer): { width: number; height: number } | null {
  for (let at = 2; at + 9 < data.length; ) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1] ?? 0;
    const length = data.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: data.readUInt16BE(at + 5), width: data.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return null;
}

/**
 * What is kept of an image that could not be redacted (OCR failed, or text to withhold in a JPEG,
 * which this package cannot write): the whole PNG coarsely pixelated, or a plain grey image of the
 * same size. Never the original.
 */
export async function unreadableReplacement(image: Buffer): Promise<Buffer> {
  if (isPng(image)) {
    const decoded = await decodePng(image).catch(() => null);
    if (decoded) {
      blurAll(decoded.data, decoded.width, decoded.height);
      return encodePngAsync(decoded.data, decoded.width, decoded.height);
    }
  }
  const size = jpegSize(image) ?? { width: 1280, height: 800 };
  const grey = new Uint8Array(size.width * size.height * 4).fill(0xd1);
  return encodePngAsync(grey, size.width, size.height);
}

export async function redactPng(
  image: Buffer,
  engine: OcrEngine,
  rules: CompiledRules,
): Promise<RedactedImage> {
  const lines = await engine.read(image);
  const places = rules.find(lines);
  if (places.length === 0) return { image, places, lines };
  if (!isPng(image)) return { image: await unreadableReplacement(image), places, lines };
  return {
    image: await blurPng(
      image,
      places.map((place) => place.box),
    ),
    places,
    lines,
  };
}
