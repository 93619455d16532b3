import { localeLanguage } from '@support/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, articleTranslations, articleVersions } from '../../db/schema';
import type { HelpCenterSite, SiteArticle } from './loadSite';
import { localeBase, localizeSite, siteLocales } from './locales';
import { articlePath, groupPath } from './paths';
import { type SiteTree, siteTree } from './tree';

const xml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

/** The articles in the order a reader meets them: group by group down the tree. */
function articlesInOrder(tree: SiteTree): SiteArticle[] {
  const out: SiteArticle[] = [];
  const walk = (parentId: string | null) => {
    for (const group of tree.children(parentId)) {
      out.push(...tree.articlesIn(group.id));
      walk(group.id);
    }
  };
  walk(null);
  return out;
}

/** `sitemap.xml`: the home page, every shown group and every published article with its last change. */
export function sitemapXml(site: HelpCenterSite, tree: SiteTree, origin: string, base: string): string {
  const latest = site.articles.reduce((max, article) => Math.max(max, article.updatedAt.getTime()), 0);
  const url = (path: string, lastmod?: Date) =>
    `<url><loc>${xml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const pages = (localTree: SiteTree, localBase: string) => [
    url(localBase || '/', latest ? new Date(latest) : site.center.updatedAt),
    ...localTree.shown().map((group) => url(groupPath(localBase, group))),
    ...articlesInOrder(localTree).map((article) => url(articlePath(localBase, article), article.updatedAt)),
  ];
  // Each other language lists the pages that exist in it.
  const others = siteLocales(site)
    .slice(1)
    .flatMap((locale) => {
      const local = localizeSite(site, locale);
      return local.articles.length ? pages(siteTree(local), localeBase(site, base, locale)) : [];
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages(tree, base),
    ...others,
    '</urlset>',
    '',
  ].join('\n');
}

/** `llms.txt` (llmstxt.org): the help center's name and purpose, then its articles as links by group. */
export function llmsTxt(site: HelpCenterSite, tree: SiteTree, origin: string, base: string): string {
  const lines = [`# ${site.center.name}`, ''];
  if (site.center.description) lines.push(`> ${site.center.description.replace(/\s+/g, ' ')}`, '');
  const section = (parentId: string | null, trail: string[]) => {
    for (const group of tree.children(parentId)) {
      const name = [...trail, group.name].join(' › ');
      const articles = tree.articlesIn(group.id);
      if (articles.length) {
        lines.push(`## ${name}`, '');
        for (const article of articles)
          lines.push(`- [${article.title}](${origin}${articlePath(base, article)})`);
        lines.push('');
      }
      section(group.id, [...trail, group.name]);
    }
  };
  section(null, []);
  // Its own section: after the last group's list it would read as one more article of that group.
  lines.push('## Full text', '', `- [Every article in one file](${origin}${base}/llms-full.txt)`, '');
  return lines.join('\n');
}

/** Beyond this, llms-full.txt ends with a note instead of more articles: it is kept in memory. */
const FULL_TEXT_BYTES = 8 * 1024 * 1024;

/** Articles read per query for llms-full.txt. */
const FULL_TEXT_BATCH = 200;

/**
 * `llms-full.txt`: every article's markdown with its address, in reading order (up to 8 MB), in the
 * site's own language (a translation there, where the article is written in another). Read a batch
 * of articles per query, not a query per article.
 */
export async function llmsFullTxt(
  db: Db,
  site: HelpCenterSite,
  tree: SiteTree,
  origin: string,
  base: string,
): Promise<string> {
  const parts = [`# ${site.center.name}`, ''];
  const language = localeLanguage(site.center.language);
  const ordered = articlesInOrder(tree);
  let bytes = 0;
  for (let start = 0; start < ordered.length; start += FULL_TEXT_BATCH) {
    const batch = ordered.slice(start, start + FULL_TEXT_BATCH);
    const rows = await db
      .select({
        id: articles.id,
        content: sql<string>`coalesce(${articleTranslations.content}, ${articleVersions.content})`,
      })
      .from(articles)
      .innerJoin(articleVersions, eq(articleVersions.id, articles.activeVersionId))
      .leftJoin(
        articleTranslations,
        and(
          eq(articleTranslations.articleId, articles.id),
          eq(articleTranslations.organizationId, articles.organizationId),
          eq(articleTranslations.language, language),
          ne(articleVersions.language, language),
          sql`btrim(${articleTranslations.content}) <> ''`,
          ne(articleTranslations.state, 'NOT_TRANSLATED'),
        ),
      )
      .where(
        and(
          eq(articles.organizationId, site.center.organizationId),
          eq(articles.isPubliclyShared, true),
          inArray(
            articles.id,
            batch.map((entry) => entry.id),
          ),
        ),
      );
    const contents = new Map(rows.map((row) => [row.id, row.content]));
    for (const entry of batch) {
      if (bytes > FULL_TEXT_BYTES) {
        parts.push(`More articles: ${origin}${base}/llms.txt`, '');
        return parts.join('\n');
      }
      const markdown = contents.get(entry.id);
      if (markdown === undefined) continue;
      const content = markdown.replace(/^\s*#\s+.*\n+/, '').trim();
      parts.push(
        `# ${entry.title}`,
        '',
        `Source: ${origin}${articlePath(base, entry)}`,
        '',
        content,
        '',
        '---',
        '',
      );
      bytes += Buffer.byteLength(content);
    }
  }
  return parts.join('\n');
}
