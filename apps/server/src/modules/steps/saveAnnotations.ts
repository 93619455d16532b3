import type { SaveStepAnnotationsRequest, Step } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { articles, stepAnnotations, steps } from '../../db/schema/articles';
import type { JobQueue } from '../../jobs/types';
import type { Storage } from '../../lib/storage';
import { articleUpdated } from '../articles/changes';
import { presentStep } from '../articles/presenter';
import { assertStepsEditable, findStepInArticle, type StepRow } from './policy';
import { renderStepsJob } from './renderJob';
import { validateAnnotations } from './validate';

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
  const organizationId = activeOrganizationOf(input.actor);
  const saved = await input.changes.transaction(input.db, async (tx, record) => {
    const found = await findStepInArticle(tx, {
      organizationId,
      articleId: input.articleId,
      stepId: input.stepId,
      lock: true,
    });
    assertStepsEditable(found);
    const annotations = validateAnnotations(found.step, body.annotations);
    const ofStep = and(
      eq(stepAnnotations.organizationId, organizationId),
      eq(stepAnnotations.stepId, found.step.id),
    );
    await tx.delete(stepAnnotations).where(ofStep);
    const annotationRows =
      annotations.length > 0
        ? await tx
            .insert(stepAnnotations)
            .values(
              annotations.map((annotation, sortOrder) => ({
                ...annotation,
                organizationId,
                stepId: found.step.id,
                sortOrder,
              })),
            )
            .returning()
        : [];
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
    await tx.update(articles).set({ updatedAt: input.now }).where(eq(articles.id, found.article.id));
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

type StepSettings = Pick<
  StepRow,
  'hideActionPointer' | 'applyImageChangesToGif' | 'hideStepNumber' | 'zoomAnchorX' | 'zoomAnchorY'
> & { zoomLevel: number };

function settingsChanged(step: StepRow, settings: StepSettings): boolean {
  return (
    step.hideActionPointer !== settings.hideActionPointer ||
    step.applyImageChangesToGif !== settings.applyImageChangesToGif ||
    step.hideStepNumber !== settings.hideStepNumber ||
    // numeric columns may come back as strings from some drivers.
    Number(step.zoomLevel) !== settings.zoomLevel ||
    step.zoomAnchorX !== settings.zoomAnchorX ||
    step.zoomAnchorY !== settings.zoomAnchorY
  );
}
