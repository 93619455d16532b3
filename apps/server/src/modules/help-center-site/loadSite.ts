import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, helpCenterLinks, helpCenters, publicGroups } from '../../db/schema';

export type SiteArticle = {
  id: string;
  title: string;
  sharingId: string;
  groupId: string;
  sortOrder: number;
  updatedAt: Date;
};
export type SiteGroup = { id: string; parentId: string | null; name: string; sortOrder: number };

/** Everything the home page of a help center shows, read by its public slug. */
export type HelpCenterSite = {
  center: typeof helpCenters.$inferSelect;
  links: (typeof helpCenterLinks.$inferSelect)[];
  groups: SiteGroup[];
  /** Published articles placed in this help center's groups, each in its group's order. */
  articles: SiteArticle[];
};

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;

export async function loadSite(db: Db, slug: string): Promise<HelpCenterSite | null> {
  if (!SLUG.test(slug)) return null;
  const [center] = await db.select().from(helpCenters).where(eq(helpCenters.slug, slug));
  if (!center) return null;
  const [links, groups] = await Promise.all([
    db
      .select()
      .from(helpCenterLinks)
      .where(eq(helpCenterLinks.helpCenterId, center.id))
      .orderBy(asc(helpCenterLinks.sortOrder)),
    db
      .select({
        id: publicGroups.id,
        parentId: publicGroups.parentId,
        name: publicGroups.name,
        sortOrder: publicGroups.sortOrder,
      })
      .from(publicGroups)
      .where(eq(publicGroups.helpCenterId, center.id))
      .orderBy(asc(publicGroups.sortOrder)),
  ]);
  const groupIds = groups.map((group) => group.id);
  const rows = groupIds.length
    ? await db
        .select({
          id: articles.id,
          title: articles.title,
          sharingId: articles.sharingId,
          groupId: articles.publicGroupId,
          sortOrder: articles.sortOrder,
          updatedAt: articles.updatedAt,
        })
        .from(articles)
        .where(
          and(
            eq(articles.organizationId, center.organizationId),
            inArray(articles.publicGroupId, groupIds),
            eq(articles.isPubliclyShared, true),
            isNotNull(articles.sharingId),
          ),
        )
        .orderBy(asc(articles.sortOrder), asc(articles.createdAt))
    : [];
  return {
    center,
    links,
    groups,
    articles: rows.map((row) => ({ ...row, sharingId: row.sharingId!, groupId: row.groupId! })),
  };
}
