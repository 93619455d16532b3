import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { articles, helpCenters, publicGroups } from '../../db/schema';

/**
 * Issue 43: an article placed in a password-protected help center must not be readable through its
 * public shared link, or the password protects nothing (and a reader let in once keeps the link
 * after the password changes). Its link is closed while it is there, unless an admin deliberately
 * keeps it public (articles.shared_link_bypasses_protection). These are the one SQL form of that
 * rule, used by the shared page, its images and narration, and the article's own answer.
 */

/** SQL: the article (`articles` row of the query) is in a help center that asks for a password. */
export const inProtectedHelpCenter = (): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${publicGroups} inner join ${helpCenters} on ${helpCenters.id} = ${publicGroups.helpCenterId} where ${publicGroups.id} = ${articles.publicGroupId} and ${publicGroups.organizationId} = ${articles.organizationId} and ${helpCenters.authenticationType} = 'PASSWORD')`;

/** SQL: anyone with the sharing id may read the article at /shared/{sharingId}. */
export const sharedLinkOpen = (): SQL<boolean> =>
  and(
    eq(articles.isPubliclyShared, true),
    sql`(${articles.sharedLinkBypassesProtection} or not ${inProtectedHelpCenter()})`,
  ) as SQL<boolean>;

/** The protected help center an article is in (its name for the Share dialog), or null. */
export async function protectedHelpCenterOf(
  db: Queryable,
  article: { organizationId: string; publicGroupId: string | null },
): Promise<{ id: string; name: string } | null> {
  if (!article.publicGroupId) return null;
  const [row] = await db
    .select({ id: helpCenters.id, name: helpCenters.name })
    .from(publicGroups)
    .innerJoin(helpCenters, eq(helpCenters.id, publicGroups.helpCenterId))
    .where(
      and(
        eq(publicGroups.id, article.publicGroupId),
        eq(publicGroups.organizationId, article.organizationId),
        eq(helpCenters.authenticationType, 'PASSWORD'),
      ),
    );
  return row ?? null;
}
