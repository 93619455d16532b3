import { and, asc, eq } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import { authorizedOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { articles, articleTranslations, articleVersions, steps } from '../../db/schema/articles';
import { conflict } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { keysKeptByRevisions } from '../article-revisions/images';
import { recordRevision } from '../article-revisions/record';
import { articleUpdated } from '../articles/changes';
import { removeStepFromContent } from './content';
import { assertStepsEditable, canEditStep, findStepInArticle, STEP_MEMBERS_ONLY } from './policy';

export const LAST_STEP = 'An article must keep at least one step. Delete the article instead.';

/**
 * `DELETE /help-articles/{id}/steps/{stepId}`: the step goes (its annotations cascade), the others
 * are numbered 0..n-1 again in their order, and the text and its translations refer to the same
 * images as before (content.ts). The step's files are removed after the commit. A demo GIF that
 * showed the step is rendered again without it.
 */
export async function deleteStep(input: {
  db: Db;
  changes: ChangeBus;
  storage: Storage;
  actor: Actor;
  articleId: string;
  stepId: string;
  now: Date;
  log: { warn(obj: unknown, msg: string): void };
}): Promise<void> {
  const organizationId = authorizedOrganizationOf(input.actor, canEditStep, STEP_MEMBERS_ONLY);
  const removed = await input.changes.transaction(input.db, async (tx, record) => {
    const found = await findStepInArticle(tx, {
      organizationId,
      articleId: input.articleId,
      stepId: input.stepId,
      lock: true,
    });
    assertStepsEditable(found);
    const { version, step } = found;
    const ofVersion = and(eq(steps.organizationId, organizationId), eq(steps.articleVersionId, version.id));
    const all = await tx
      .select({ id: steps.id, index: steps.index })
      .from(steps)
      .where(ofVersion)
      .orderBy(asc(steps.index), asc(steps.createdAt));
    if (all.length <= 1) throw conflict(LAST_STEP, 'LAST_STEP');

    const number = all.findIndex((s) => s.id === step.id) + 1;
    await tx.delete(steps).where(and(ofVersion, eq(steps.id, step.id)));
    const rest = all.filter((s) => s.id !== step.id);
    for (const [index, s] of rest.entries()) {
      if (s.index !== index)
        await tx
          .update(steps)
          .set({ index })
          .where(and(ofVersion, eq(steps.id, s.id)));
    }

    await tx
      .update(articleVersions)
      .set({ content: removeStepFromContent(version.content, number, version.contentType) })
      .where(and(eq(articleVersions.id, version.id), eq(articleVersions.organizationId, organizationId)));
    // Translations are of the active version's text and use the same image names.
    const translations = await tx
      .select({ id: articleTranslations.id, content: articleTranslations.content })
      .from(articleTranslations)
      .where(
        and(
          eq(articleTranslations.organizationId, organizationId),
          eq(articleTranslations.articleId, found.article.id),
        ),
      );
    for (const translation of translations) {
      await tx
        .update(articleTranslations)
        .set({
          content: removeStepFromContent(translation.content, number, version.contentType),
          updatedAt: input.now,
        })
        .where(eq(articleTranslations.id, translation.id));
    }
    await tx.update(articles).set({ updatedAt: input.now }).where(eq(articles.id, found.article.id));
    // The demo GIF, if any, follows (gif/followSteps.ts).
    await record(articleUpdated({ id: found.article.id, organizationId }, { stepsOfVersion: version.id }));
    const on = { organizationId, articleId: found.article.id };
    const keys = [step.imageRawKey, step.imageProcessedKey].filter((key): key is string => Boolean(key));
    // The revision before this one still shows the step: its files stay while a revision has them.
    const kept = await keysKeptByRevisions(tx, on.organizationId, on.articleId, keys);
    await recordRevision(tx, {
      ...on,
      authorId: input.actor.userId,
      kind: 'save',
      now: input.now,
      changed: { steps: 1 },
    });
    return keys.filter((key) => !kept.has(key));
  });
  const results = await Promise.allSettled(removed.map((key) => input.storage.delete(key)));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) input.log.warn({ stepId: input.stepId, failed }, 'files of a deleted step left behind');
}
