import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ChangeBus } from '../../changes/bus';
import type { Db } from '../../db/client';
import { steps } from '../../db/schema/articles';
import { defineJob } from '../../jobs/defineJob';
import { renderStepImage } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import { articleUpdated } from '../articles/changes';
import { eachLimited } from '../generation/eachLimited';
import { processedRevisionKey } from './renderKey';
import { loadStepState } from './stepState';

/** sharp encodes one PNG per core: two at a time keeps both busy. */
const RENDER_CONCURRENCY = 2;

const ZPayload = z.object({ articleId: z.uuid(), versionId: z.uuid(), stepIds: z.array(z.uuid()).max(1000) });

type Deps = { db: Db; storage: Storage; changes: ChangeBus };
type Target = { organizationId: string; articleId: string; versionId: string };

/**
 * `render-steps`: renders the processed image of each step from its raw screenshot and its current
 * settings and annotations, and tells the public page when one changed. Safe to run again.
 */
export const renderStepsJob = defineJob({
  type: 'render-steps',
  payload: ZPayload,
  scope: 'organization',
  needs: ['db', 'storage', 'changes'],
  maxAttempts: 5,
  handler: (deps) => ({
    async run(job) {
      const { articleId, versionId, stepIds } = job.payload;
      const target = { organizationId: job.organizationId, articleId, versionId };
      await eachLimited(stepIds, RENDER_CONCURRENCY, async (stepId) => {
        await renderStep(deps, target, stepId);
      });
    },
  }),
});

/**
 * Renders one step; true when its processed image changed. The file is written first under a key
 * made from the step's look; then, with the step row locked, the image is recorded only if the step
 * still looks the way it was rendered. Otherwise a later save has queued its own job, which renders
 * the newer look: this one removes its file and leaves the row alone, so an old rendering never
 * replaces a newer one. Files are removed only under the lock, so a job never deletes a file that
 * another job is about to record.
 */
export async function renderStep(deps: Deps, target: Target, stepId: string): Promise<boolean> {
  const { db, storage } = deps;
  const ids = { ...target, stepId };
  const state = await loadStepState(db, ids);
  if (!state?.step.imageRawKey) return false;
  const key = processedRevisionKey(ids, state.fingerprint);
  if (state.step.imageProcessedKey === key) return false;

  const raw = await storage.get(state.step.imageRawKey);
  if (!raw) throw new Error(`the raw image of step ${stepId} is missing from storage`);
  const png = await renderStepImage({
    raw: raw.body,
    step: state.renderStep,
    annotations: state.annotations,
  });
  await storage.put(key, png, 'image/png');

  return deps.changes.transaction(db, async (tx, record) => {
    const now = await loadStepState(tx, ids, { lock: true });
    if (!now || now.fingerprint !== state.fingerprint) {
      if (now?.step.imageProcessedKey !== key) await storage.delete(key);
      return false;
    }
    const previous = now.step.imageProcessedKey;
    if (previous === key) return false;
    await tx
      .update(steps)
      .set({ imageProcessedKey: key })
      .where(and(eq(steps.id, stepId), eq(steps.organizationId, target.organizationId)));
    if (previous) await storage.delete(previous);
    // The public page shows the new image.
    await record(articleUpdated({ id: target.articleId, organizationId: target.organizationId }));
    return true;
  });
}
