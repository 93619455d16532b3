import { createHash } from 'node:crypto';
import type { RenderAnnotation, RenderableStep } from '../../lib/images';
import { processedImageKey, type StepIds } from '../generation/keys';

/**
 * Bumped when the renderer draws differently, so saved steps are rendered again rather than matched
 * to an image drawn by the old code.
 */
const RENDERER_REVISION = 1;

export type RenderInput = RenderableStep & { imageRawKey: string | null };

/** A short hash of everything that decides how a step's processed image looks. */
export function renderFingerprint(step: RenderInput, annotations: RenderAnnotation[]): string {
  const inputs = [
    RENDERER_REVISION,
    step.imageRawKey,
    step.contextWidth,
    step.contextHeight,
    step.positionX,
    step.positionY,
    step.endPositionX,
    step.endPositionY,
    step.action,
    step.hideActionPointer,
    Number(step.zoomLevel),
    step.zoomAnchorX,
    step.zoomAnchorY,
    annotations.map((a) => [a.type, a.positionX, a.positionY, a.width, a.height, a.value ?? null]),
  ];
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 16);
}

/**
 * The processed image's key after an edit: the generator's fixed name with the fingerprint added
 * (`…/steps/{stepId}/processed-{fingerprint}.png`). A new look gets a new key, so its signed URL and
 * the public page's image URL change and no browser or CDN keeps showing the old picture; the same
 * look keeps its key, so rendering it again is a no-op.
 */
export function processedRevisionKey(ids: StepIds, fingerprint: string): string {
  return processedImageKey(ids).replace(/\.png$/, `-${fingerprint}.png`);
}
