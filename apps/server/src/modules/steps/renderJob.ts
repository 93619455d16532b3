import { access, rm } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ChangeBus } from '../../changes/bus';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { steps } from '../../db/schema/articles';
import { defineJob } from '../../jobs/defineJob';
import { renderStepImageToFile } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import { createSpool, type Spool } from '../../lib/uploads/spool';
import { articleUpdated } from '../articles/changes';
import { eachLimited } from '../generation/eachLimited';
import { processedRevisionKey } from './renderKey';
import { loadStepState } from './stepState';

/** sharp encodes one PNG per core: two at a time keeps both busy. */
const RENDER_CONCURRENCY = 2;

/** A job renders at most this many steps; a batch that would grow beyond it starts a new job. */
const MAX_STEPS_PER_JOB = 1000;

const ZPayload = z.object({
  articleId: z.uuid(),
  versionId: z.uuid(),
  stepIds: z.array(z.uuid()).max(MAX_STEPS_PER_JOB),
});

type Deps = { db: Db; storage: Storage; changes: ChangeBus; config: Pick<Config, 'dataDir'> };
type Target = { organizationId: string; articleId: string; versionId: string };
type Rendered = { stepId: string; fingerprint: string; key: string };

/**
 * `render-steps`: renders the processed image of each step from its raw screenshot and its current
 * settings and annotations, and tells the public page when one changed. Safe to run again. Saves of
 * one version made while its job waits to be claimed join that job (ISSUE 12 item 4, "renders
 * batched"): thirty quick saves cost a few claims, transactions and change events, not thirty.
 */
export const renderStepsJob = defineJob({
  type: 'render-steps',
  payload: ZPayload,
  scope: 'organization',
  needs: ['db', 'storage', 'changes', 'config'],
  maxAttempts: 5,
  batch: {
    key: (payload) => payload.versionId,
    merge(queued, next) {
      if (queued.articleId !== next.articleId) return null;
      const stepIds = [...new Set([...queued.stepIds, ...next.stepIds])];
      return stepIds.length > MAX_STEPS_PER_JOB ? null : { ...queued, stepIds };
    },
  },
  handler: (deps) => ({
    async run(job) {
      const { articleId, versionId, stepIds } = job.payload;
      await renderSteps(deps, { organizationId: job.organizationId, articleId, versionId }, stepIds);
    },
  }),
});

/**
 * Renders the steps; answers how many processed images changed. Each file is written first under a
 * key made from the step's look; then, in one transaction with the rows locked, an image is recorded
 * only if its step still looks the way it was rendered. Otherwise a later save has queued its own
 * job, which renders the newer look: this one removes its file and leaves the row alone, so an old
 * rendering never replaces a newer one. Files are removed only under the lock, so a job never
 * deletes a file that another job is about to record.
 */
export async function renderSteps(deps: Deps, target: Target, stepIds: readonly string[]): Promise<number> {
  const rendered: Rendered[] = [];
  await eachLimited(stepIds, RENDER_CONCURRENCY, async (stepId) => {
    const done = await renderFile(deps, { ...target, stepId });
    if (done) rendered.push(done);
  });
  if (rendered.length === 0) return 0;
  return deps.changes.transaction(deps.db, async (tx, record) => {
    let changed = 0;
    // Locked in one order, so two jobs of one version never wait on each other's rows.
    for (const done of rendered.sort((a, b) => a.stepId.localeCompare(b.stepId))) {
      if (await recordRender(tx, deps.storage, { ...target, stepId: done.stepId }, done)) changed++;
    }
    // The public page shows the new images.
    if (changed > 0)
      await record(articleUpdated({ id: target.articleId, organizationId: target.organizationId }));
    return changed;
  });
}

type StepIds = Target & { stepId: string };

/**
 * Writes the step's processed image for its current look; null when there is nothing to render.
 * File to file where it can: a screenshot's pixels would otherwise cross JavaScript's heap several
 * megabytes at a time, and on a server with a large heap each crossing hastens a full collection.
 */
async function renderFile(deps: Deps, ids: StepIds): Promise<Rendered | null> {
  const state = await loadStepState(deps.db, ids);
  if (!state?.step.imageRawKey) return null;
  const key = processedRevisionKey(ids, state.fingerprint);
  if (state.step.imageProcessedKey === key) return null;
  const raw = await rawImage(deps.storage, state.step.imageRawKey);
  if (!raw) throw new Error(`the raw image of step ${ids.stepId} is missing from storage`);
  const file = await spoolOf(deps.config.dataDir).reserve();
  try {
    await renderStepImageToFile({ raw, step: state.renderStep, annotations: state.annotations }, file);
    await deps.storage.putFile(key, file, 'image/png');
  } finally {
    await rm(file, { force: true });
  }
  return { stepId: ids.stepId, fingerprint: state.fingerprint, key };
}

/** The raw screenshot as its file on local storage, or its bytes; null when it is gone. */
async function rawImage(storage: Storage, key: string): Promise<string | Buffer | null> {
  if (storage.localFile) {
    const file = storage.localFile(key);
    return access(file).then(
      () => file,
      () => null,
    );
  }
  return (await storage.get(key))?.body ?? null;
}

const spools = new Map<string, Spool>();
const spoolOf = (dataDir: string): Spool => {
  let spool = spools.get(dataDir);
  if (!spool) {
    spool = createSpool(dataDir);
    spools.set(dataDir, spool);
  }
  return spool;
};

/** Records a rendered file on its step if the step still looks as rendered; true when it did. */
async function recordRender(tx: Tx, storage: Storage, ids: StepIds, done: Rendered): Promise<boolean> {
  const now = await loadStepState(tx, ids, { lock: true });
  if (!now || now.fingerprint !== done.fingerprint) {
    if (now?.step.imageProcessedKey !== done.key) await storage.delete(done.key);
    return false;
  }
  const previous = now.step.imageProcessedKey;
  if (previous === done.key) return false;
  await tx
    .update(steps)
    .set({ imageProcessedKey: done.key })
    .where(and(eq(steps.id, ids.stepId), eq(steps.organizationId, ids.organizationId)));
  if (previous) await storage.delete(previous);
  return true;
}
