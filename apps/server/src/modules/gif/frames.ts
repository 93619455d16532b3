import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/client';
import type { RenderAnnotation } from '../../lib/images';
import { GIF_FRAME_MS, GIF_MAX_WIDTH } from '../../lib/images/gif';
import { loadSteps } from '../generation/target';
import { processedRevisionKey, type RenderInput, renderFingerprint } from '../steps/renderKey';

/** Bumped when frames are chosen or drawn differently, so existing GIFs are made again. */
const GIF_REVISION = 2;

export type GifTarget = { organizationId: string; articleId: string; versionId: string };

/** What one frame shows: a step drawn from its raw screenshot with these settings and annotations. */
export type FrameSpec = {
  stepId: string;
  rawKey: string;
  step: RenderInput;
  annotations: RenderAnnotation[];
  /** The stored processed image when it shows exactly this frame (no need to draw it again). */
  storedKey: string | null;
  /** The number drawn on the frame; null when the step hides its number. */
  stepNumber: number | null;
};

/**
 * The demo GIF's frames, one per step in order, and a fingerprint of them all. A step with "apply
 * image changes to GIF" shows its processed image (zoom, annotations, pointer as set); any other
 * step shows its whole screenshot with the pointer as set and nothing else, except its BLURBOX
 * regions: a blur hides something, and the GIF is public like the article.
 */
export async function gifFrames(
  db: Queryable,
  target: GifTarget,
): Promise<{ frames: FrameSpec[]; fingerprint: string }> {
  const loaded = await loadSteps(db, target);
  const frames: FrameSpec[] = [];
  const fingerprints: string[] = [];
  for (const { step: row, annotations: own } of loaded) {
    if (!row.imageRawKey) continue;
    const full = { ...row, zoomLevel: Number(row.zoomLevel) };
    const applied = row.applyImageChangesToGif;
    const step = applied ? full : { ...full, zoomLevel: 1, zoomAnchorX: 50, zoomAnchorY: 50 };
    const shown = applied ? own : own.filter((a) => a.type === 'BLURBOX');
    const fingerprint = renderFingerprint(step, shown);
    const ids = { ...target, stepId: row.id };
    const storedKey =
      applied && row.imageProcessedKey === processedRevisionKey(ids, fingerprint)
        ? row.imageProcessedKey
        : null;
    const stepNumber = row.hideStepNumber ? null : row.index + 1;
    frames.push({ stepId: row.id, rawKey: row.imageRawKey, step, annotations: shown, storedKey, stepNumber });
    fingerprints.push(`${fingerprint}:${stepNumber ?? '-'}`);
  }
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([GIF_REVISION, GIF_MAX_WIDTH, GIF_FRAME_MS, fingerprints]))
    .digest('hex')
    .slice(0, 16);
  return { frames, fingerprint };
}

/** Where a version's demo GIF lives; the name changes with its frames, and so does its URL. */
export const gifKey = (target: GifTarget, fingerprint: string) =>
  `orgs/${target.organizationId}/articles/${target.articleId}/versions/${target.versionId}/output-${fingerprint}.gif`;
