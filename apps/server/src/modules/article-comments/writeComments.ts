import {
  ARTICLE_COMMENT_REPLIES_PER_THREAD,
  ARTICLE_COMMENT_THREADS_PER_ARTICLE,
  type ArticleComment,
  type ArticleCommentThread,
  type CommentAnchorRequest,
} from '@support/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { authorizedOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { articleComments } from '../../db/schema';
import type { JobQueue } from '../../jobs/types';
import { badRequest, conflict } from '../../lib/errors';
import { type ArticleText, articleTextOf } from './context';
import { checkedMentions, mailMentioned } from './mentions';
import { COMMENT_MEMBERS_ONLY, canComment, commentNotFound, commentOf } from './policy';
import { readThreads } from './queries';

export type WriteInput = {
  db: Db;
  jobs: JobQueue;
  actor: Actor;
  now: Date;
  /** The trusted origin the mention mails link to. */
  baseUrl: string;
  articleId: string;
  body: string;
  mentions: string[];
};

/** The stored anchor: a quote keeps its offset when it is there, else where the quote is found. */
function anchorColumns(anchor: CommentAnchorRequest | undefined, text: ArticleText) {
  if (!anchor) return {};
  if ('stepId' in anchor) {
    if (!text.stepIndexes.has(anchor.stepId)) {
      throw badRequest('This step is not part of the article', 'COMMENT_STEP_NOT_FOUND');
    }
    return { stepId: anchor.stepId };
  }
  const given = anchor.offset;
  const there = given !== undefined && text.content.startsWith(anchor.quote, given);
  const found = there ? given : text.content.indexOf(anchor.quote);
  // A quote from a draft not saved yet is kept; it shows as gone until the draft is saved.
  return { quote: anchor.quote, quoteOffset: found >= 0 ? found : (given ?? null) };
}

/** `POST /help-articles/{id}/comments`: a new thread, at most 200 per article. */
export async function createThread(
  input: WriteInput & { anchor?: CommentAnchorRequest },
): Promise<ArticleCommentThread> {
  const organizationId = authorizedOrganizationOf(input.actor, canComment, COMMENT_MEMBERS_ONLY);
  return input.db.transaction(async (tx) => {
    const text = await articleTextOf(tx, organizationId, input.articleId, { forUpdate: true });
    const [taken] = await tx
      .select({ n: count() })
      .from(articleComments)
      .where(
        and(
          eq(articleComments.organizationId, organizationId),
          eq(articleComments.articleId, input.articleId),
          isNull(articleComments.threadId),
        ),
      );
    if ((taken?.n ?? 0) >= ARTICLE_COMMENT_THREADS_PER_ARTICLE) {
      throw conflict(
        `This article has reached the limit of ${ARTICLE_COMMENT_THREADS_PER_ARTICLE} comment threads. Delete resolved threads first.`,
        'COMMENT_THREADS_FULL',
        { limit: ARTICLE_COMMENT_THREADS_PER_ARTICLE },
      );
    }
    const mentioned = await checkedMentions(tx, organizationId, input.mentions);
    const [row] = await tx
      .insert(articleComments)
      .values({
        organizationId,
        articleId: input.articleId,
        authorId: input.actor.userId,
        body: input.body,
        mentionedUserIds: mentioned,
        createdAt: input.now,
        ...anchorColumns(input.anchor, text),
      })
      .returning({ id: articleComments.id });
    await mailMentioned({ ...input, tx, organizationId, commentId: row!.id, mentioned });
    const [thread] = await readThreads({ ...input, db: tx, organizationId, threadId: row!.id, text });
    return thread!;
  });
}

/** `POST …/comments/{commentId}/replies`: a reply in the comment's thread, at most 100 per thread. */
export async function replyToThread(input: WriteInput & { commentId: string }): Promise<ArticleComment> {
  const organizationId = authorizedOrganizationOf(input.actor, canComment, COMMENT_MEMBERS_ONLY);
  return input.db.transaction(async (tx) => {
    const text = await articleTextOf(tx, organizationId, input.articleId);
    const [target] = await tx
      .select({ id: articleComments.id, threadId: articleComments.threadId })
      .from(articleComments)
      .where(commentOf(organizationId, input.articleId, input.commentId));
    if (!target) throw commentNotFound();
    const threadId = target.threadId ?? target.id;
    // The thread row is locked while counting, so two replies cannot both take the 100th place.
    await tx
      .select({ id: articleComments.id })
      .from(articleComments)
      .where(commentOf(organizationId, input.articleId, threadId))
      .for('update');
    const [taken] = await tx
      .select({ n: count() })
      .from(articleComments)
      .where(and(eq(articleComments.organizationId, organizationId), eq(articleComments.threadId, threadId)));
    if ((taken?.n ?? 0) >= ARTICLE_COMMENT_REPLIES_PER_THREAD) {
      throw conflict(
        `This thread has reached the limit of ${ARTICLE_COMMENT_REPLIES_PER_THREAD} replies. Start a new thread.`,
        'COMMENT_REPLIES_FULL',
        { limit: ARTICLE_COMMENT_REPLIES_PER_THREAD },
      );
    }
    const mentioned = await checkedMentions(tx, organizationId, input.mentions);
    const [row] = await tx
      .insert(articleComments)
      .values({
        organizationId,
        articleId: input.articleId,
        threadId,
        authorId: input.actor.userId,
        body: input.body,
        mentionedUserIds: mentioned,
        createdAt: input.now,
      })
      .returning({ id: articleComments.id });
    await mailMentioned({ ...input, tx, organizationId, commentId: row!.id, mentioned });
    const [thread] = await readThreads({ ...input, db: tx, organizationId, threadId, text });
    return thread!.replies.find((reply) => reply.id === row!.id)!;
  });
}
