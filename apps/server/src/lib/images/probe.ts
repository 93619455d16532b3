import { open } from 'node:fs/promises';
import sharp from 'sharp';

export type ScreenshotType = 'image/png' | 'image/jpeg';
export type ProbedImage = { type: ScreenshotType; width: number; height: number };
export type ImageProbe = { ok: true; width: number; height: number } | { ok: false; problem: string };

/** Large enough for an 8K screen at any device pixel ratio; a decompression bomb is not. */
export const SCREENSHOT_MAX_SIDE = 16_384;
export const SCREENSHOT_MAX_PIXELS = 40_000_000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** The screenshot type from the first bytes (never from a name or a header), or null. */
export function detectScreenshotType(bytes: Uint8Array): ScreenshotType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

/** The first bytes of a buffer or a file, for detecting its type. */
export async function headOf(input: Buffer | string, length = 16): Promise<Buffer> {
  if (Buffer.isBuffer(input)) return input.subarray(0, length);
  const handle = await open(input, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

type Bounds = { maxSide: number; maxPixels: number };
const SCREENSHOT_BOUNDS: Bounds = { maxSide: SCREENSHOT_MAX_SIDE, maxPixels: SCREENSHOT_MAX_PIXELS };

/**
 * Whether an image (bytes or a file) is one sharp can decode whole, within the size bounds. The
 * header's size is checked first, so a 50,000 × 50,000 header is refused without decoding; then
 * every pixel is decoded (into statistics, not into memory), because a damaged PNG can carry a
 * valid header and trailer and would otherwise fail only later, when its article is generated.
 * `format` is what the first bytes said; the decoder must agree.
 */
export async function probeImage(
  input: Buffer | string,
  format: string,
  bounds = SCREENSHOT_BOUNDS,
): Promise<ImageProbe> {
  const header = await probeHeader(input, format, bounds);
  if (!header.ok) return header;
  try {
    await sharp(input, { ...decodeOptions(bounds), sequentialRead: true }).stats();
  } catch {
    return DAMAGED;
  }
  return header;
}

/** What sharp is told when it decodes an image that passed the header check: fail on any damage. */
export const decodeOptions = (bounds = SCREENSHOT_BOUNDS) => ({
  limitInputPixels: bounds.maxPixels,
  animated: true,
  failOn: 'warning' as const,
});

export const DAMAGED = { ok: false, problem: 'is damaged or incomplete' } as const;

/** The header's format and pixel size within the bounds, without decoding a pixel. */
async function probeHeader(input: Buffer | string, format: string, bounds: Bounds): Promise<ImageProbe> {
  try {
    const metadata = await sharp(input, { ...decodeOptions(bounds), limitInputPixels: false }).metadata();
    if (metadata.format !== format) return { ok: false, problem: 'is not a readable image' };
    const width = metadata.width;
    const height = metadata.pageHeight ?? metadata.height;
    const frames = metadata.pages ?? 1;
    if (!width || !height) return DAMAGED;
    if (width > bounds.maxSide || height > bounds.maxSide || width * height * frames > bounds.maxPixels) {
      return { ok: false, problem: `is too large (${width}×${height} pixels)` };
    }
    return { ok: true, width, height };
  } catch {
    return { ok: false, problem: 'is not a readable image' };
  }
}

/**
 * A screenshot's type and pixel size from its header alone, for a caller that decodes it whole
 * right after (and refuses it with DAMAGED when that fails): the recording upload renders each
 * screenshot as it arrives, which decodes every pixel once instead of twice.
 */
export async function probeScreenshotHeader(
  input: Buffer | string,
): Promise<{ ok: true; image: ProbedImage } | { ok: false; problem: string }> {
  const type = detectScreenshotType(await headOf(input));
  if (!type) return { ok: false, problem: 'is not a PNG or JPEG image' };
  const probe = await probeHeader(input, type === 'image/png' ? 'png' : 'jpeg', SCREENSHOT_BOUNDS);
  if (!probe.ok) return probe;
  return { ok: true, image: { type, width: probe.width, height: probe.height } };
}

/** A screenshot's type and pixel size, or why it cannot be used: PNG or JPEG by its bytes, decoded whole. */
export async function probeScreenshot(
  input: Buffer | string,
): Promise<{ ok: true; image: ProbedImage } | { ok: false; problem: string }> {
  const type = detectScreenshotType(await headOf(input));
  if (!type) return { ok: false, problem: 'is not a PNG or JPEG image' };
  const probe = await probeImage(input, type === 'image/png' ? 'png' : 'jpeg');
  if (!probe.ok) return probe;
  return { ok: true, image: { type, width: probe.width, height: probe.height } };
}
