import type { GroupTranslations, LinkIcon } from '@support/shared';
import { and, asc, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  articleRenders,
  articles,
  articleTranslations,
  articleVersions,
  articleViewTotals,
  helpCenterLinks,
  helpCenters,
  organizations,
  publicGroups,
} from '../../db/schema';
import { customizationOf, type SiteCustomization } from './customization';

export type SiteArticle = {
  id: string;
  title: string;
  sharingId: string;
  groupId: string;
  sortOrder: number;
  /** When it was written: its page's datePublished (schema.org). */
  createdAt: Date;
  updatedAt: Date;
  /** The language the article is written in, and its title there (`title` is the page's language). */
  language: string;
  sourceTitle: string;
  /** Its translations with text, in the organization's translation languages: language → title ('' for none). */
  titles: Record<string, string>;
  /** When each of those translations last changed: a translated page's "updated" date and lastmod. */
  translatedAt: Record<string, Date>;
};
export type SiteGroup = {
  id: string;
  parentId: string | null;
  name: string;
  sortOrder: number;
  /** A top-level group's card on the home page (issue 47). */
  icon: LinkIcon | null;
  description: string | null;
  /** Its name and sentence in other languages; localizeSite shows them on those pages. */
  translations: GroupTranslations;
};

/** Everything the home page of a help center shows, read by its public slug. */
export type HelpCenterSite = {
  center: typeof helpCenters.$inferSelect;
  links: (typeof helpCenterLinks.$inferSelect)[];
  groups: SiteGroup[];
  /** Published articles placed in this help center's groups, each in its group's order. */
  articles: SiteArticle[];
  /** The organization's translation languages: each is a locale of the site (locales.ts). */
  translationLanguages: string[];
  /** The help center's own locale; `center.language` is the locale a page is in (locales.ts). */
  ownLocale: string;
  /** The organization whose team writes the articles (their author). */
  organizationName: string;
  /** The admin's header and footer links and custom CSS (customization.ts renders them). */
  customization: SiteCustomization;
  /** Each article's excerpt (its first paragraph) per language, from its stored renders. */
  excerpts: Map<string, Record<string, string>>;
  /** The most read articles here first (readers' views on the help center), at most MOST_READ. */
  mostRead: string[];
};

/** How many articles the home page lists as the most read. */
export const MOST_READ = 6;

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;

export async function loadSite(db: Db, slug: string): Promise<HelpCenterSite | null> {
  if (!SLUG.test(slug)) return null;
  const [center] = await db.select().from(helpCenters).where(eq(helpCenters.slug, slug));
  if (!center) return null;
  const [links, groups, [organization]] = await Promise.all([
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
        icon: publicGroups.icon,
        description: publicGroups.description,
        translations: publicGroups.translations,
      })
      .from(publicGroups)
      .where(eq(publicGroups.helpCenterId, center.id))
      .orderBy(asc(publicGroups.sortOrder)),
    db
      .select({ languages: organizations.translationLanguages, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, center.organizationId)),
  ]);
  const translationLanguages = organization?.languages ?? [];
  const groupIds = groups.map((group) => group.id);
  const rows = groupIds.length
    ? await db
        .select({
          id: articles.id,
          title: articles.title,
          sharingId: articles.sharingId,
          groupId: articles.publicGroupId,
          sortOrder: articles.sortOrder,
          createdAt: articles.createdAt,
          updatedAt: articles.updatedAt,
          language: articleVersions.language,
        })
        .from(articles)
        .innerJoin(articleVersions, eq(articleVersions.id, articles.activeVersionId))
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
  const articleIds = rows.map((row) => row.id);
  const [translated, excerpts, mostRead] = await Promise.all([
    translatedTitles(db, center.organizationId, articleIds, translationLanguages),
    storedExcerpts(db, center.organizationId, articleIds),
    mostReadArticles(db, center.organizationId, articleIds),
  ]);
  return {
    center,
    links,
    groups,
    articles: rows.map((row) => ({
      ...row,
      sharingId: row.sharingId!,
      groupId: row.groupId!,
      sourceTitle: row.title,
      titles: translated.titles.get(row.id) ?? {},
      translatedAt: translated.at.get(row.id) ?? {},
    })),
    translationLanguages,
    ownLocale: center.language,
    organizationName: organization?.name ?? center.name,
    customization: customizationOf(center),
    excerpts,
    mostRead,
  };
}

/** The excerpts the stored renders hold (made when the content was saved): no markdown is parsed here. */
async function storedExcerpts(
  db: Db,
  organizationId: string,
  articleIds: string[],
): Promise<Map<string, Record<string, string>>> {
  const excerpts = new Map<string, Record<string, string>>();
  if (!articleIds.length) return excerpts;
  const rows = await db
    .select({
      articleId: articleRenders.articleId,
      language: articleRenders.language,
      excerpt: articleRenders.excerpt,
    })
    .from(articleRenders)
    .where(
      and(eq(articleRenders.organizationId, organizationId), inArray(articleRenders.articleId, articleIds)),
    );
  for (const row of rows)
    if (row.excerpt)
      excerpts.set(row.articleId, { ...excerpts.get(row.articleId), [row.language]: row.excerpt });
  return excerpts;
}

/** The articles readers opened most on help centers; those never opened are not "most read". */
async function mostReadArticles(db: Db, organizationId: string, articleIds: string[]): Promise<string[]> {
  if (!articleIds.length) return [];
  const rows = await db
    .select({ articleId: articleViewTotals.articleId })
    .from(articleViewTotals)
    .where(
      and(
        eq(articleViewTotals.organizationId, organizationId),
        eq(articleViewTotals.source, 'HELP_CENTER'),
        inArray(articleViewTotals.articleId, articleIds),
        gt(articleViewTotals.views, 0),
      ),
    )
    .orderBy(desc(articleViewTotals.views), asc(articleViewTotals.articleId))
    .limit(MOST_READ);
  return rows.map((row) => row.articleId);
}

/** The titles of the articles' translations that have text, in the given languages, and when each changed. */
async function translatedTitles(
  db: Db,
  organizationId: string,
  articleIds: string[],
  languages: string[],
): Promise<{ titles: Map<string, Record<string, string>>; at: Map<string, Record<string, Date>> }> {
  const titles = new Map<string, Record<string, string>>();
  const at = new Map<string, Record<string, Date>>();
  if (!articleIds.length || !languages.length) return { titles, at };
  const rows = await db
    .select({
      articleId: articleTranslations.articleId,
      language: articleTranslations.language,
      title: articleTranslations.title,
      updatedAt: articleTranslations.updatedAt,
    })
    .from(articleTranslations)
    .where(
      and(
        eq(articleTranslations.organizationId, organizationId),
        inArray(articleTranslations.articleId, articleIds),
        inArray(articleTranslations.language, languages),
        sql`btrim(${articleTranslations.content}) <> ''`,
        // A copy of the source not translated yet is the writers' draft, not a page in that language.
        ne(articleTranslations.state, 'NOT_TRANSLATED'),
      ),
    );
  for (const row of rows) {
    // A translation without its own title keeps the source's ('' here; locales.ts falls back).
    titles.set(row.articleId, { ...titles.get(row.articleId), [row.language]: row.title ?? '' });
    at.set(row.articleId, { ...at.get(row.articleId), [row.language]: row.updatedAt });
  }
  return { titles, at };
}
