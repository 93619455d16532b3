import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { steps } from '../../db/schema/articles';
import { renderStepImage } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import { eachLimited } from './eachLimited';
import { processedImageKey } from './keys';
import type { AnnotationRow, GenerationTarget, StepRow } from './target';

/** sharp's PNG encoding is single-threaded per image: two at a time keeps both cores busy. */
const RENDER_CONCURRENCY = 2;

export class StepGoneError extends Error {
  override name = 'StepGoneError';
}

/**
 * Renders the processed image of every step that has none yet, under the step's fixed key, and
 * records it on the row. A rerun (a retry, or a job taken up again after the process died) renders
 * only what is missing and overwrites, never adds, files. A step deleted meanwhile has its freshly
 * written file removed again, so nothing is left behind for a deleted article.
 */
export async function renderMissingImages(input: {
  db: Db;
  storage: Storage;
  target: GenerationTarget;
  steps: { step: StepRow; annotations: AnnotationRow[] }[];
}): Promise<void> {
  const { db, storage, target } = input;
  const missing = input.steps.filter(({ step }) => !step.imageProcessedKey);
  await eachLimited(missing, RENDER_CONCURRENCY, async ({ step, annotations }) => {
    if (!step.imageRawKey) throw new Error(`step ${step.index + 1} has no raw image`);
    const raw = await storage.get(step.imageRawKey);
    if (!raw) throw new Error(`the raw image of step ${step.index + 1} is missing from storage`);
    const png = await renderStepImage({
      raw: raw.body,
      step: { ...step, zoomLevel: Number(step.zoomLevel) },
      annotations,
    });
    const key = processedImageKey({
      organizationId: target.organizationId,
      articleId: target.articleId,
      stepId: step.id,
    });
    await storage.put(key, png, 'image/png');
    const [updated] = await db
      .update(steps)
      .set({ imageProcessedKey: key })
      .where(and(eq(steps.id, step.id), eq(steps.organizationId, target.organizationId)))
      .returning({ id: steps.id });
    if (!updated) {
      await storage.delete(key);
      throw new StepGoneError(`step ${step.id} was deleted during rendering`);
    }
    step.imageProcessedKey = key;
  });
}
