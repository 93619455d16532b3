import type { ArticleComment, ArticleCommentThread } from '@support/shared';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { authorize } from '../../core/policy';
import { authorizedOrganizationOf } from '../../core/tenancy';
import type { Db, Queryable } from '../../db/client';
import { articleComments } from '../../db/schema';
import { articleTextOf } from './context';
import { checkedMentions, mailMentioned } from './mentions';
import {
  COMMENT_DELETE_FORBIDDEN,
  COMMENT_EDIT_OWN_ONLY,
  COMMENT_MEMBERS_ONLY,
  canComment,
  canDeleteComment,
  canEditComment,
  commentNotFound,
  commentOf,
} from './policy';
import { readThreads } from './queries';
import type { WriteInput } from './writeComments';

type Target = { db: Db; actor: Actor; articleId: string; commentId: string };

/** The comment of the caller's organization on that article, locked; 404 for anyone else's. */
async function lockedComment(tx: Queryable, organizationId: string, input: Target) {
  await articleTextOf(tx, organizationId, input.articleId);
  const [row] = await tx
    .select()
    .from(articleComments)
    .where(commentOf(organizationId, input.articleId, input.commentId))
    .for('update');
  if (!row) throw commentNotFound();
  return row;
}

/** `PUT …/comments/{commentId}`: the author's new text; people it newly mentions get a mail. */
export async function editComment(input: WriteInput & { commentId: string }): Promise<ArticleComment> {
  const organizationId = authorizedOrganizationOf(input.actor, canComment, COMMENT_MEMBERS_ONLY);
  return input.db.transaction(async (tx) => {
    const row = await lockedComment(tx, organizationId, input);
    authorize(canEditComment(input.actor, row), COMMENT_EDIT_OWN_ONLY, 'FORBIDDEN');
    const mentioned = await checkedMentions(tx, organizationId, input.mentions);
    await tx
      .update(articleComments)
      .set({ body: input.body, mentionedUserIds: mentioned, editedAt: input.now })
      .where(
        and(
          commentOf(organizationId, input.articleId, row.id),
          eq(articleComments.authorId, input.actor.userId),
        ),
      );
    await mailMentioned({
      ...input,
      tx,
      organizationId,
      commentId: row.id,
      mentioned,
      before: row.mentionedUserIds,
    });
    const threadId = row.threadId ?? row.id;
    const [thread] = await readThreads({ ...input, db: tx, organizationId, threadId });
    return thread!.id === row.id ? thread! : thread!.replies.find((reply) => reply.id === row.id)!;
  });
}

/** `DELETE …/comments/{commentId}`: by its author or an admin; a thread goes with its replies. */
export async function deleteComment(input: Target): Promise<void> {
  const organizationId = authorizedOrganizationOf(input.actor, canComment, COMMENT_MEMBERS_ONLY);
  await input.db.transaction(async (tx) => {
    const row = await lockedComment(tx, organizationId, input);
    authorize(canDeleteComment(input.actor, row), COMMENT_DELETE_FORBIDDEN, 'FORBIDDEN');
    await tx.delete(articleComments).where(commentOf(organizationId, input.articleId, row.id));
  });
}

/**
 * `POST …/resolve` and `…/reopen`: the thread of the comment, with who resolved it and when.
 * Resolving a resolved thread keeps its first resolution; reopening an open one changes nothing.
 */
export async function setThreadResolved(
  input: Target & { now: Date; resolved: boolean },
): Promise<ArticleCommentThread> {
  const organizationId = authorizedOrganizationOf(input.actor, canComment, COMMENT_MEMBERS_ONLY);
  return input.db.transaction(async (tx) => {
    const row = await lockedComment(tx, organizationId, input);
    const threadId = row.threadId ?? row.id;
    const thread = commentOf(organizationId, input.articleId, threadId);
    if (input.resolved) {
      await tx
        .update(articleComments)
        .set({ resolvedAt: input.now, resolvedBy: input.actor.userId })
        .where(and(thread, isNull(articleComments.resolvedAt)));
    } else {
      await tx
        .update(articleComments)
        .set({ resolvedAt: null, resolvedBy: null })
        .where(and(thread, isNotNull(articleComments.resolvedAt)));
    }
    const [presented] = await readThreads({ ...input, db: tx, organizationId, threadId });
    return presented!;
  });
}
