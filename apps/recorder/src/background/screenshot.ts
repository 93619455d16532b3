import type { RecordingBox } from '@support/shared';
import type { Viewport } from '../lib/manifest';
import type { StepDraft } from '../lib/protocol';
import { fitImageLimit } from '../lib/uploadLimits';
import { getImage, putImage } from './images';
import { blurBoxes, dataUrlToBlob, encodeJpeg, placeholderImage } from './redact';

/**
 * Stores a step's screenshot, blurred: the raw capture exists only in this function's memory.
 * Without a capture the previous step's (already blurred) screenshot stands in, or a blank image
 * of the viewport's size for a first step; the step says so (`screenshotReused`).
 */
export async function storeScreenshot(input: {
  recordingId: string;
  image: string;
  dataUrl: string | null;
  boxes: RecordingBox[];
  draft: StepDraft;
  previous: string | undefined;
}): Promise<{ viewport: Viewport; reused: boolean }> {
  const dpr = input.draft.viewport.devicePixelRatio || 1;
  let blob: Blob | undefined;
  let reused = false;
  if (input.dataUrl) {
    const blurred = await blurBoxes(await dataUrlToBlob(input.dataUrl), input.boxes, dpr);
    // A large, busy screen can be more than the format's 10 MB as PNG; JPEG keeps it uploadable.
    blob = await fitImageLimit(blurred, (quality) => encodeJpeg(blurred, quality));
  } else {
    reused = true;
    if (input.previous) blob = await getImage(input.recordingId, input.previous);
    blob ??= await placeholderImage(
      Math.round(input.draft.viewport.width * dpr),
      Math.round(input.draft.viewport.height * dpr),
    );
  }
  await putImage(input.recordingId, input.image, blob);
  // The screenshot is the truth about the viewport: a subframe may not know the top frame's size.
  const bitmap = await createImageBitmap(blob);
  const viewport = {
    width: Math.round(bitmap.width / dpr),
    height: Math.round(bitmap.height / dpr),
    devicePixelRatio: dpr,
  };
  bitmap.close();
  return { viewport, reused };
}
