import { REVISION_FOLD_MINUTES, type RevisionChanges, type RevisionKind } from '@support/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { articleRevisions } from '../../db/schema/articleRevisions';
import { type ArticleState, changesBetween, isEmpty, mergeChanges, readArticleState } from './state';

const FOLD_MS = REVISION_FOLD_MINUTES * 60_000;

/** The newest revision of the article, whole (along the organization's index: one row read). */
export async function latestRevision(tx: Queryable, organizationId: string, articleId: string) {
  const [latest] = await tx
    .select()
    .from(articleRevisions)
    .where(
      and(eq(articleRevisions.organizationId, organizationId), eq(articleRevisions.articleId, articleId)),
    )
    .orderBy(desc(articleRevisions.createdAt), desc(articleRevisions.id))
    .limit(1);
  return latest ?? null;
}

/**
 * Records the article's state after a change, inside the transaction of that change, so a
 * revision exists exactly when the change committed. A save by the person whose save is the newest
 * revision, within REVISION_FOLD_MINUTES of it, folds into it (that row is updated); a save that
 * changed nothing recorded is no revision. `changed` says what changed when no revision exists
 * yet to compare with (an article from before history was kept). Returns the revision's id, or
 * null when nothing was recorded.
 */
export async function recordRevision(
  tx: Queryable,
  input: {
    organizationId: string;
    articleId: string;
    authorId: string | null;
    kind: RevisionKind;
    now: Date;
    changed?: RevisionChanges;
    /** The state to record when the caller has it already (a restore). */
    state?: ArticleState;
  },
): Promise<string | null> {
  const state = input.state ?? (await readArticleState(tx, input.organizationId, input.articleId));
  if (!state) return null;
  const latest = await latestRevision(tx, input.organizationId, input.articleId);
  const changes = latest ? changesBetween(latest, state) : {};
  if (input.changed?.language) changes.language = input.changed.language;
  if (input.kind === 'save' && latest && isEmpty(changes)) return null;

  const folds =
    latest !== null &&
    input.kind === 'save' &&
    latest.kind === 'save' &&
    input.authorId !== null &&
    latest.authorId === input.authorId &&
    input.now.getTime() - latest.updatedAt.getTime() <= FOLD_MS;
  const values = {
    articleVersionId: state.articleVersionId,
    title: state.title,
    markdown: state.markdown,
    tags: state.tags,
    steps: state.steps,
    updatedAt: input.now,
  };
  if (folds) {
    await tx
      .update(articleRevisions)
      .set({ ...values, changes: mergeChanges(latest.changes, changes) })
      .where(eq(articleRevisions.id, latest.id));
    return latest.id;
  }
  const [inserted] = await tx
    .insert(articleRevisions)
    .values({
      organizationId: input.organizationId,
      articleId: input.articleId,
      authorId: input.authorId,
      kind: input.kind,
      changes: latest ? changes : { ...input.changed },
      ...values,
      createdAt: after(latest?.createdAt, input.now),
    })
    .returning({ id: articleRevisions.id });
  return inserted!.id;
}

/**
 * The list's order is by creation time: a revision made in the same millisecond as the one before
 * (a save and a publish of one request, a test's fixed clock) is put a millisecond after it.
 */
function after(previous: Date | undefined, now: Date): Date {
  return previous && previous.getTime() >= now.getTime() ? new Date(previous.getTime() + 1) : now;
}
