import { and, eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { canAdministerOrganization, hasLevel } from '../../core/policy';
import { articleComments } from '../../db/schema';
import { notFound } from '../../lib/errors';

/**
 * Who may do what with an article's internal comments (issue 48 item 3), in the vocabulary of
 * core/policy.ts: admins and members read, write, reply, resolve and reopen; a comment is edited
 * only by its author and deleted by its author or an admin. The organization is part of every
 * query, so another organization's article or comment is not found.
 */
export const COMMENT_MEMBERS_ONLY = 'Only members of the organization can comment on its articles';
export const COMMENT_EDIT_OWN_ONLY = 'You can only edit your own comments';
export const COMMENT_DELETE_FORBIDDEN = 'Only the author of this comment or an admin can delete it';

export const canComment = (actor: Actor): boolean => hasLevel(actor, 'write');

export const canEditComment = (actor: Actor, comment: { authorId: string | null }): boolean =>
  canComment(actor) && comment.authorId === actor.userId;

export const canDeleteComment = (actor: Actor, comment: { authorId: string | null }): boolean =>
  canEditComment(actor, comment) || canAdministerOrganization(actor);

/** SQL: the comment `id` on article `articleId` of the organization. */
export const commentOf = (organizationId: string, articleId: string, id: string): SQL =>
  and(
    eq(articleComments.organizationId, organizationId),
    eq(articleComments.articleId, articleId),
    eq(articleComments.id, id),
  )!;

export const commentNotFound = () => notFound('Comment not found', 'COMMENT_NOT_FOUND');
