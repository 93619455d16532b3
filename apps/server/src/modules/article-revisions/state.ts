import type { RevisionChanges } from '@support/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { organizationTags } from '../../db/schema';
import type { RevisionStepState } from '../../db/schema/articleRevisions';
import { articles, articleTags, articleVersions, steps } from '../../db/schema/articles';

/** What a revision keeps of an article: the state a person would want back. */
export type ArticleState = {
  articleVersionId: string | null;
  title: string;
  markdown: string;
  tags: { id: string; name: string }[];
  steps: RevisionStepState[];
};

/** The article as it is now (inside the writing transaction: with the change just made), or null. */
export async function readArticleState(
  tx: Queryable,
  organizationId: string,
  articleId: string,
): Promise<ArticleState | null> {
  const [article] = await tx
    .select({
      title: articles.title,
      versionId: articles.activeVersionId,
      markdown: articleVersions.content,
    })
    .from(articles)
    .leftJoin(articleVersions, eq(articleVersions.id, articles.activeVersionId))
    .where(and(eq(articles.id, articleId), eq(articles.organizationId, organizationId)));
  if (!article) return null;
  const tags = await tx
    .select({ id: organizationTags.id, name: organizationTags.name })
    .from(articleTags)
    .innerJoin(organizationTags, eq(organizationTags.id, articleTags.tagId))
    .where(and(eq(articleTags.organizationId, organizationId), eq(articleTags.articleId, articleId)))
    .orderBy(asc(organizationTags.name));
  const rows = article.versionId
    ? await tx
        .select()
        .from(steps)
        .where(and(eq(steps.organizationId, organizationId), eq(steps.articleVersionId, article.versionId)))
        .orderBy(asc(steps.index), asc(steps.createdAt))
    : [];
  return {
    articleVersionId: article.versionId,
    title: article.title,
    markdown: article.markdown ?? '',
    tags,
    steps: rows.map(({ createdAt: _createdAt, organizationId: _org, ...row }) => ({
      id: row.id,
      index: row.index,
      action: row.action,
      elementLabel: row.elementLabel,
      pageTitle: row.pageTitle,
      summary: row.summary,
      imageRawKey: row.imageRawKey,
      imageProcessedKey: row.imageProcessedKey,
      // Never what was typed: the organization's rules may withhold it later (withholdTypedValues),
      // and a copy kept here would outlive them and come back with a restore.
      row: { ...row, typedValue: null },
    })),
  };
}

const stepKey = (step: RevisionStepState) =>
  JSON.stringify([
    step.index,
    step.action,
    step.elementLabel,
    step.pageTitle,
    step.summary,
    step.imageRawKey,
    step.imageProcessedKey,
  ]);

/** What differs from `before` to `after`: the fields, and how many steps were added, removed or changed. */
export function changesBetween(before: ArticleState, after: ArticleState): RevisionChanges {
  const changes: RevisionChanges = {};
  if (before.title !== after.title) changes.title = true;
  if (before.markdown !== after.markdown) changes.content = true;
  const tagIds = (state: ArticleState) => state.tags.map((tag) => tag.id).join(',');
  if (tagIds(before) !== tagIds(after)) changes.tags = true;
  const old = new Map(before.steps.map((step) => [step.id, stepKey(step)]));
  let stepCount = 0;
  for (const step of after.steps) {
    if (old.get(step.id) !== stepKey(step)) stepCount++;
    old.delete(step.id);
  }
  stepCount += old.size;
  if (stepCount > 0) changes.steps = stepCount;
  return changes;
}

/** Both sets of changes, as one revision that folds them. */
export function mergeChanges(a: RevisionChanges, b: RevisionChanges): RevisionChanges {
  const merged: RevisionChanges = { ...a };
  if (b.title) merged.title = true;
  if (b.content) merged.content = true;
  if (b.tags) merged.tags = true;
  if (b.steps) merged.steps = (a.steps ?? 0) + b.steps;
  if (b.language) merged.language = b.language;
  return merged;
}

export const isEmpty = (changes: RevisionChanges) =>
  !changes.title && !changes.content && !changes.tags && !changes.steps && !changes.language;

/** The list's English line ("title, content, 2 steps"); the web writes its own from `changes`. */
export function summaryOf(changes: RevisionChanges): string {
  const parts: string[] = [];
  if (changes.title) parts.push('title');
  if (changes.content) parts.push('content');
  if (changes.tags) parts.push('tags');
  if (changes.steps) parts.push(changes.steps === 1 ? '1 step' : `${changes.steps} steps`);
  if (changes.language) parts.push(`translation (${changes.language})`);
  return parts.join(', ');
}
