import type { SaveStepAnnotationsRequest, Step } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import { authorizedOrganizationOf } from '../../core/tenancy';
import type { Db, Tx } from '../../db/client';
import { articles, stepAnnotations, steps } from '../../db/schema/articles';
import type { JobQueue } from '../../jobs/types';
import type { Storage } from '../../lib/storage';
import { articleUpdated } from '../articles/changes';
import { presentStep } from '../articles/presenter';
import {
  assertStepsEditable,
  canEditStep,
  findStepInArticle,
  STEP_MEMBERS_ONLY,
  type StepRow,
} from './policy';
import { renderStepsJob } from './renderJob';
import { type ValidAnnotation, validateAnnotations } from './validate';

type AnnotationRow = typeof stepAnnotations.$inferSelect;

/**
 * `PUT /help-articles/{id}/steps/{stepId}/annotations`: the step's whole annotation set (drawing
 * order = list order) and its image settings, in one transaction with the job that renders the
 * processed image again. A refused save changes nothing. When the version has a demo GIF, it is
 * brought up to date too (a new blur box must not stay readable in the GIF). Answers with the step
 * as saved, its processed image still the one from before (the new one follows through the queue):
 * a save needs none of the rest of the article, and an editor that wants it asks for it.
 */
export async function saveStepAnnotations(input: {
  db: Db;
  storage: Storage;
  changes: ChangeBus;
  jobs: JobQueue;
  actor: Actor;
  articleId: string;
  stepId: string;
  body: SaveStepAnnotationsRequest;
  now: Date;
}): Promise<Step> {
  const { body, storage } = input;
  const organizationId = authorizedOrganizationOf(input.actor, canEditStep, STEP_MEMBERS_ONLY);
  const saved = await input.changes.transaction(input.db, async (tx, record) => {
    const found = await findStepInArticle(tx, {
      organizationId,
      articleId: input.articleId,
      stepId: input.stepId,
      lock: true,
    });
    assertStepsEditable(found);
    const annotations = validateAnnotations(found.step, body.annotations);
    const annotationRows = await writeAnnotations(tx, {
      organizationId,
      stepId: found.step.id,
      articleId: found.article.id,
      annotations,
      now: input.now,
    });
    const settings = {
      hideActionPointer: body.hideActionPointer,
      applyImageChangesToGif: body.applyImageChangesToGif,
      hideStepNumber: body.hideStepNumber,
      zoomLevel: body.zoomLevel,
      zoomAnchorX: body.zoomAnchorX,
      zoomAnchorY: body.zoomAnchorY,
    };
    // Most saves change only the drawing: the step row is written only when a setting changed.
    const [step] = settingsChanged(found.step, settings)
      ? await tx
          .update(steps)
          .set(settings)
          .where(and(eq(steps.id, found.step.id), eq(steps.organizationId, organizationId)))
          .returning()
      : [found.step];
    const target = { organizationId, articleId: found.article.id, versionId: found.version.id };
    await renderStepsJob.enqueue(input.jobs, tx, {
      organizationId,
      payload: { articleId: target.articleId, versionId: target.versionId, stepIds: [found.step.id] },
    });
    // The demo GIF, if any, follows (gif/followSteps.ts).
    await record(
      articleUpdated({ id: target.articleId, organizationId }, { imagesOfVersion: target.versionId }),
    );
    return { step: step!, annotationRows };
  });
  const sign = (key: string | null) => (key ? storage.signedUrl(key) : Promise.resolve(null));
  return presentStep(saved.step, saved.annotationRows, {
    raw: await sign(saved.step.imageRawKey),
    processed: await sign(saved.step.imageProcessedKey),
  });
}

/**
 * Replaces the step's annotations and marks its article edited, in one statement: a save is a
 * handful of statements, and each one is a round trip to the database (on the embedded database,
 * a crossing to its thread and back). The sub-statements share one snapshot and touch different
 * rows, so the delete never sees the new rows.
 */
async function writeAnnotations(
  tx: Tx,
  input: {
    organizationId: string;
    stepId: string;
    articleId: string;
    annotations: ValidAnnotation[];
    now: Date;
  },
): Promise<AnnotationRow[]> {
  const { organizationId, stepId } = input;
  const removed = tx.$with('removed').as(
    tx
      .delete(stepAnnotations)
      .where(and(eq(stepAnnotations.organizationId, organizationId), eq(stepAnnotations.stepId, stepId)))
      .returning({ id: stepAnnotations.id }),
  );
  const touched = tx.$with('touched').as(
    tx
      .update(articles)
      .set({ updatedAt: input.now })
      .where(and(eq(articles.id, input.articleId), eq(articles.organizationId, organizationId)))
      .returning({ id: articles.id }),
  );
  if (input.annotations.length === 0) {
    await tx.with(removed, touched).select({ id: touched.id }).from(touched);
    return [];
  }
  return tx
    .with(removed, touched)
    .insert(stepAnnotations)
    .values(
      input.annotations.map((annotation, sortOrder) => ({
        ...annotation,
        organizationId,
        stepId,
        sortOrder,
      })),
    )
    .returning();
}

type StepSettings = Pick<
  StepRow,
  'hideActionPointer' | 'applyImageChangesToGif' | 'hideStepNumber' | 'zoomAnchorX' | 'zoomAnchorY'
> & { zoomLevel: number };

/** Whether any of the saved settings differs from the step's (each setting is named once, above). */
function settingsChanged(step: StepRow, settings: StepSettings): boolean {
  return (Object.keys(settings) as (keyof StepSettings)[]).some((name) => {
    const saved = settings[name];
    // numeric columns may come back as strings from some drivers.
    return typeof saved === 'number' ? Number(step[name]) !== saved : step[name] !== saved;
  });
}
