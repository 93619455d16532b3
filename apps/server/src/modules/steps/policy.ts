import { articleStatus } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import type { Queryable } from '../../db/client';
import { articles, articleVersions, steps } from '../../db/schema/articles';
import { conflict, notFound } from '../../lib/errors';
import { articleNotFound, articleOf, canEditArticle, EDIT_MEMBERS_ONLY } from '../articles/policy';

/**
 * Who may change a step (spec 02 §6): every member of the article's organization, like every other
 * article edit. The organization, the article and its active version are all part of the query, so
 * a step of another organization, of another article or of an old version matches no row.
 */

export const STEP_NOT_FOUND = 'Step not found';
export const ARTICLE_PROCESSING = 'This article is still being generated. Try again when it is finished.';

export const stepNotFound = () => notFound(STEP_NOT_FOUND, 'STEP_NOT_FOUND');

/** Changing, annotating or deleting a step: an article edit (articles policy). */
export const canEditStep = (actor: Actor): boolean => canEditArticle(actor);
export const STEP_MEMBERS_ONLY = EDIT_MEMBERS_ONLY;

export type StepRow = typeof steps.$inferSelect;
export type StepInArticle = {
  article: { id: string; organizationId: string; articleType: 'STEP_RECORDING' | 'FREEFORM_TEXT' };
  version: typeof articleVersions.$inferSelect;
  step: StepRow;
};

/**
 * The step `stepId` of the active version of the organization's article `articleId`, or 404 (the
 * article's own 404 when the article is not the caller's, so a stranger learns nothing about steps).
 * `lock` takes the version row for the rest of the transaction: step edits of one article then run
 * one after another, and a delete cannot renumber steps under a concurrent save.
 */
export async function findStepInArticle(
  db: Queryable,
  input: { organizationId: string; articleId: string; stepId: string; lock?: boolean },
): Promise<StepInArticle> {
  // The step joins in the same statement: a save is one read before its writes, not two.
  const query = db
    .select({
      article: {
        id: articles.id,
        organizationId: articles.organizationId,
        articleType: articles.articleType,
      },
      version: articleVersions,
      step: steps,
    })
    .from(articles)
    .innerJoin(
      articleVersions,
      and(
        eq(articleVersions.id, articles.activeVersionId),
        eq(articleVersions.organizationId, articles.organizationId),
      ),
    )
    .leftJoin(
      steps,
      and(
        eq(steps.id, input.stepId),
        eq(steps.organizationId, input.organizationId),
        eq(steps.articleVersionId, articleVersions.id),
      ),
    )
    .where(articleOf(input.organizationId, input.articleId));
  const [row] = input.lock ? await query.for('update', { of: articleVersions }) : await query;
  if (!row) {
    const [article] = await db
      .select({ id: articles.id })
      .from(articles)
      .where(articleOf(input.organizationId, input.articleId));
    throw article ? stepNotFound() : articleNotFound();
  }
  const { step, ...found } = row;
  if (!step) throw stepNotFound();
  return { ...found, step };
}

/** Steps are not changed while the generator works on them: it would overwrite the result. */
export function assertStepsEditable(found: Pick<StepInArticle, 'article' | 'version'>): void {
  const status = articleStatus({
    articleType: found.article.articleType,
    activeArticleVersion: found.version,
  });
  if (status === 'processing') throw conflict(ARTICLE_PROCESSING, 'ARTICLE_PROCESSING');
}
