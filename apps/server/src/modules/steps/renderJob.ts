import { access, rm } from 'node:fs/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
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
import { loadStepState, loadStepStates, type StepState } from './stepState';

/**
 * Steps of a job in flight at once. The renders themselves run two at a time (lib/images/render.ts,
 * one per core); the other two read their screenshot or store their file meanwhile, so a core does
 * not wait for the disk between two renders.
 */
const RENDER_CONCURRENCY = 4;

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
  // Saves of one version differ only in their steps (a version belongs to one article).
  batch: { key: (payload) => payload.versionId, append: { field: 'stepIds', max: MAX_STEPS_PER_JOB } },
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
 * deletes a file that another job is about to record. The batch is read, and recorded, in one
 * statement each: a job's database work does not grow with its steps.
 */
export async function renderSteps(deps: Deps, target: Target, stepIds: readonly string[]): Promise<number> {
  const states = await loadStepStates(deps.db, target, stepIds);
  const rendered: Rendered[] = [];
  await eachLimited([...states.values()], RENDER_CONCURRENCY, async (state) => {
    const done = await renderFile(deps, target, state);
    if (done) rendered.push(done);
  });
  if (rendered.length === 0) return 0;
  return deps.changes.transaction(deps.db, async (tx, record) => {
    const changed = await recordRenders(tx, deps.storage, target, rendered);
    // The public page shows the new images (its text stays as rendered).
    if (changed > 0)
      await record(
        articleUpdated(
          { id: target.articleId, organizationId: target.organizationId },
          { renderedImagesOfVersion: target.versionId },
        ),
      );
    return changed;
  });
}

/**
 * Writes the step's processed image for its current look; null when there is nothing to render.
 * File to file where it can: a screenshot's pixels would otherwise cross JavaScript's heap several
 * megabytes at a time, and on a server with a large heap each crossing hastens a full collection.
 */
async function renderFile(deps: Deps, target: Target, state: StepState): Promise<Rendered | null> {
  const { step } = state;
  if (!step.imageRawKey) return null;
  const key = processedRevisionKey({ ...target, stepId: step.id }, state.fingerprint);
  if (step.imageProcessedKey === key) return null;
  const raw = await rawImage(deps.storage, step.imageRawKey);
  if (!raw) {
    // Deleted since the batch was read (its files go with it): nothing to render. Otherwise lost.
    if (!(await loadStepState(deps.db, { ...target, stepId: step.id }))) return null;
    throw new Error(`the raw image of step ${step.id} is missing from storage`);
  }
  const file = await spoolOf(deps.config.dataDir).reserve();
  try {
    await renderStepImageToFile({ raw, step: state.renderStep, annotations: state.annotations }, file);
    await deps.storage.putFile(key, file, 'image/png');
  } finally {
    await rm(file, { force: true });
  }
  return { stepId: step.id, fingerprint: state.fingerprint, key };
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

/**
 * Records the rendered files whose steps still look as rendered, in one update, and removes the
 * files no step will show: the images they replace, and renders that a newer save made stale.
 * Answers how many steps got a new image.
 */
async function recordRenders(
  tx: Tx,
  storage: Storage,
  target: Target,
  rendered: Rendered[],
): Promise<number> {
  const now = await loadStepStates(
    tx,
    target,
    rendered.map((done) => done.stepId),
    { lock: true },
  );
  const current: Rendered[] = [];
  const replaced: string[] = [];
  for (const done of rendered) {
    const state = now.get(done.stepId);
    if (!state || state.fingerprint !== done.fingerprint) {
      if (state?.step.imageProcessedKey !== done.key) await storage.delete(done.key);
      continue;
    }
    const previous = state.step.imageProcessedKey;
    if (previous === done.key) continue;
    current.push(done);
    if (previous) replaced.push(previous);
  }
  if (current.length === 0) return 0;
  const keyOfStep = sql.join(
    current.map((done) => sql`when ${done.stepId}::uuid then ${done.key}`),
    sql` `,
  );
  await tx
    .update(steps)
    .set({ imageProcessedKey: sql`case ${steps.id} ${keyOfStep} end` })
    .where(
      and(
        inArray(
          steps.id,
          current.map((done) => done.stepId),
        ),
        eq(steps.organizationId, target.organizationId),
      ),
    );
  for (const key of replaced) await storage.delete(key);
  return current.length;
}
