import { RECORDING_IMAGE_MAX_BYTES, RECORDING_MAX_BYTES } from '@support/shared';

const MB = 1024 * 1024;

/**
 * Why the server would refuse these screenshots for their size (the limits of the recording
 * format), or null. Checked before an upload starts, so the person reads the reason at once instead
 * of waiting for an upload the server stops at its first part over a limit.
 */
export function uploadSizeProblem(imageBytes: number[]): string | null {
  const tooLarge = imageBytes.findIndex((bytes) => bytes > RECORDING_IMAGE_MAX_BYTES);
  if (tooLarge !== -1)
    return `The screenshot of step ${tooLarge + 1} is larger than ${RECORDING_IMAGE_MAX_BYTES / MB} MB.`;
  const total = imageBytes.reduce((sum, bytes) => sum + bytes, 0);
  if (total > RECORDING_MAX_BYTES)
    return `This recording's screenshots add up to more than ${RECORDING_MAX_BYTES / MB} MB; record the task in shorter parts.`;
  return null;
}

/** JPEG qualities tried, best first, for a screenshot too large as PNG (a large, busy screen). */
const JPEG_QUALITIES = [0.92, 0.85, 0.75, 0.6, 0.45];

/**
 * The screenshot itself when it is within the format's limit; otherwise the first JPEG encoding of
 * it that is (`encode` draws the image at a quality), or the smallest tried.
 */
export async function fitImageLimit(
  image: Blob,
  encode: (quality: number) => Promise<Blob>,
  limit = RECORDING_IMAGE_MAX_BYTES,
): Promise<Blob> {
  if (image.size <= limit) return image;
  let smallest = image;
  for (const quality of JPEG_QUALITIES) {
    const encoded = await encode(quality);
    if (encoded.size <= limit) return encoded;
    if (encoded.size < smallest.size) smallest = encoded;
  }
  return smallest;
}
