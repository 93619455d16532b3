import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { articleRevisions } from '../../db/schema/articleRevisions';
import { conflict } from '../../lib/errors';

/** The kinds of revision that change the title, text, tags or steps. */
const TEXT_KINDS = ['save', 'restore', 'regeneration', 'ai-edit'] as const;

export const ARTICLE_CHANGED =
  'Someone else changed this article since you opened it. Compare the two versions and keep one.';

/**
 * Refuses a save of a stale draft (issue 48): the editor loaded the article when its newest
 * revision was of `baseRevisionAt` (null: it had none); a revision by someone else that is newer
 * answers 409 ARTICLE_CHANGED with its id. Only the newest revision is ever folded into, so every
 * revision changed after that moment was made after it or is the newest one: the index's range
 * from that moment on, not the whole history.
 */
export async function assertNotStale(
  tx: Queryable,
  input: {
    organizationId: string;
    articleId: string;
    userId: string;
    baseRevisionAt: string | null | undefined;
  },
): Promise<void> {
  if (input.baseRevisionAt === undefined) return;
  const base = input.baseRevisionAt === null ? null : new Date(input.baseRevisionAt);
  const [newer] = await tx
    .select({ id: articleRevisions.id })
    .from(articleRevisions)
    .where(
      and(
        eq(articleRevisions.organizationId, input.organizationId),
        eq(articleRevisions.articleId, input.articleId),
        or(isNull(articleRevisions.authorId), ne(articleRevisions.authorId, input.userId)),
        // Publishing or a translation leaves the text as it was: nothing of it would be overwritten.
        inArray(articleRevisions.kind, TEXT_KINDS),
        base
          ? and(
              gt(articleRevisions.updatedAt, base),
              // The newest revision is the only one changed after it was made.
              or(
                gt(articleRevisions.createdAt, base),
                eq(
                  articleRevisions.id,
                  sql`(select ${articleRevisions.id} from ${articleRevisions}
                  where ${articleRevisions.organizationId} = ${input.organizationId}
                    and ${articleRevisions.articleId} = ${input.articleId}
                  order by ${articleRevisions.createdAt} desc, ${articleRevisions.id} desc limit 1)`,
                ),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(articleRevisions.createdAt), desc(articleRevisions.id))
    .limit(1);
  if (newer) throw conflict(ARTICLE_CHANGED, 'ARTICLE_CHANGED', { revisionId: newer.id });
}
