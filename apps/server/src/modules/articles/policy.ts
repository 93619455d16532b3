import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { canAdministerInstance, canAdministerOrganization, hasLevel } from '../../core/policy';
import { adminOf } from '../../core/tenancy';
import { users } from '../../db/schema';
import { articles } from '../../db/schema/articles';
import { notFound } from '../../lib/errors';

/**
 * Who may do what with a help article (spec 02 §6, issue 6): every member of the organization
 * reads, creates, edits and publishes its articles; the creator or an ADMIN deletes one, and a
 * SUPER_ADMIN may delete any article of the organization it is in. The organization condition is
 * part of every query, and the delete condition is repeated in its SQL. In the vocabulary of
 * core/policy.ts; the article response presents `canDelete` from `canDeleteArticle`.
 */

export const ARTICLE_NOT_FOUND = 'Article not found';
export const DELETE_FORBIDDEN = 'Only the creator of this article or an admin can delete it';

export const articleNotFound = () => notFound(ARTICLE_NOT_FOUND, 'ARTICLE_NOT_FOUND');

export const EDIT_MEMBERS_ONLY = 'Only members of the organization can edit its articles';

/**
 * Editing an article (its content, steps, images, GIFs, tags, publishing): every member. The
 * article is found with `articleOf`, so this needs no article: another organization's is not found.
 */
export const canEditArticle = (actor: Actor): boolean => hasLevel(actor, 'write');

export function canDeleteArticle(actor: Actor, article: { creatorId: string | null }): boolean {
  return (
    canAdministerInstance(actor) || canAdministerOrganization(actor) || article.creatorId === actor.userId
  );
}

export const SHARED_LINK_ADMIN_ONLY =
  "Only admins can keep a shared link public past a help center's password";

/**
 * Keeping a shared link public while the article is in a password-protected help center undoes
 * that password for the article: ADMINs only, as protecting the help center is.
 */
export const canKeepSharedLinkPublic = (actor: Actor): boolean => canAdministerOrganization(actor);

/** SQL: the article `id` of the organization. */
export const articleOf = (organizationId: string, id: string): SQL =>
  and(eq(articles.id, id), eq(articles.organizationId, organizationId)) as SQL;

/** SQL: the caller may delete the article row (read from the database, not from the token). */
export function deletableBy(actor: Actor): SQL {
  return or(
    eq(articles.creatorId, actor.userId),
    adminOf(articles.organizationId, actor.userId),
    sql`exists (select 1 from ${users} where ${users.id} = ${actor.userId} and ${users.userType} = 'SUPER_ADMIN')`,
  ) as SQL;
}
