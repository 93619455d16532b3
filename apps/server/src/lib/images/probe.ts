import sharp from 'sharp';

export type ScreenshotType = 'image/png' | 'image/jpeg';
export type ProbedImage = { type: ScreenshotType; width: number; height: number };

/** Large enough for an 8K screen at any device pixel ratio; a decompression bomb is not. */
export const SCREENSHOT_MAX_SIDE = 16_384;
export const SCREENSHOT_MAX_PIXELS = 40_000_000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IEND = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** The screenshot type from the first bytes (never from a name or a header), or null. */
export function detectScreenshotType(bytes: Uint8Array): ScreenshotType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

/**
 * Whether the file ends as its format says it must: PNG with the IEND chunk, JPEG with the EOI
 * marker (some encoders pad a few bytes after it). Catches cut-off uploads without decoding every
 * pixel, which would cost about a fifth of the whole rendering again.
 */
function isComplete(bytes: Buffer, type: ScreenshotType): boolean {
  if (type === 'image/png') {
    const tail = bytes.subarray(bytes.length - PNG_IEND.length);
    return PNG_IEND.every((byte, i) => tail[i] === byte);
  }
  const tail = bytes.subarray(Math.max(0, bytes.length - 64));
  for (let i = tail.length - 2; i >= 0; i--) if (tail[i] === 0xff && tail[i + 1] === 0xd9) return true;
  return false;
}

/**
 * A screenshot's type and pixel size, or why it cannot be used: PNG or JPEG by its bytes, a header
 * sharp can read, a complete file, and a size within bounds.
 */
export async function probeScreenshot(
  bytes: Buffer,
): Promise<{ ok: true; image: ProbedImage } | { ok: false; problem: string }> {
  const type = detectScreenshotType(bytes);
  if (!type) return { ok: false, problem: 'is not a PNG or JPEG image' };
  let width: number | undefined;
  let height: number | undefined;
  try {
    const metadata = await sharp(bytes).metadata();
    const format = type === 'image/png' ? 'png' : 'jpeg';
    if (metadata.format !== format) return { ok: false, problem: 'is not a readable image' };
    ({ width, height } = metadata);
  } catch {
    return { ok: false, problem: 'is not a readable image' };
  }
  if (!width || !height || !isComplete(bytes, type)) {
    return { ok: false, problem: 'is damaged or incomplete' };
  }
  if (width > SCREENSHOT_MAX_SIDE || height > SCREENSHOT_MAX_SIDE || width * height > SCREENSHOT_MAX_PIXELS) {
    return { ok: false, problem: `is too large (${width}×${height} pixels)` };
  }
  return { ok: true, image: { type, width, height } };
}
