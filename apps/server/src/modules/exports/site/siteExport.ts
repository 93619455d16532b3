import type { Readable } from 'node:stream';
import { localeLanguage } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { helpCenters } from '../../../db/schema';
import { appError } from '../../../lib/errors';
import { renderForStorage } from '../../../lib/markdown';
import type { Storage } from '../../../lib/storage';
import { type ZipEntry, zipStream } from '../../articles/zipStream';
import { loadSite } from '../../help-center-site/loadSite';
import { articleSlug, groupSlug } from '../../help-center-site/paths';
import { renderSearchPage } from '../../help-center-site/searchPage';
import { renderSitePage } from '../../help-center-site/sitePages';
import { siteTexts } from '../../help-center-site/texts';
import { siteTree } from '../../help-center-site/tree';
import { loadSharedArticle } from '../../public-site/loadSharedArticle';
import { EXPORT_MAX_ARTICLES } from '../archivePlan';
import { OFFLINE_BASE, OFFLINE_ORIGIN, type OfflineImage, offlinePage } from './offlineLinks';
import { indexEntry, type OfflineIndexEntry, searchIndexScript, searchScript } from './offlineSearch';

const text = (name: string, content: string): ZipEntry => ({ name, text: new TextEncoder().encode(content) });
/** Links and scripts go before the end of the body; the search page gets its index and script. */
const withScripts = (html: string, scripts: string) => html.replace('</body>', `${scripts}</body>`);

/**
 * A help center as a static site (issue 49): the public site's own pages (same renderer, same CSS,
 * inline in each page), made relative so that index.html opens from the file system, with its
 * images and a search over a small prebuilt index. The pages show what readers see: published
 * articles in its groups, in the help center's language. Null when it is not the organization's.
 */
export async function exportHelpCenterSite(input: {
  db: Db;
  storage: Storage;
  organizationId: string;
  helpCenterId: string;
  now: Date;
}): Promise<{ filename: string; zip: Readable } | null> {
  const [center] = await input.db
    .select({ slug: helpCenters.slug })
    .from(helpCenters)
    .where(and(eq(helpCenters.id, input.helpCenterId), eq(helpCenters.organizationId, input.organizationId)));
  const site = center ? await loadSite(input.db, center.slug) : null;
  if (!site || site.center.organizationId !== input.organizationId) return null;
  if (site.articles.length > EXPORT_MAX_ARTICLES) {
    throw appError('EXPORT_TOO_LARGE', `An export holds at most ${EXPORT_MAX_ARTICLES} articles`, {
      limit: EXPORT_MAX_ARTICLES,
    });
  }
  const tree = siteTree(site);
  // Rendered here from the text (the site's stored renders are the server's cache, not the export's).
  const deps = {
    db: input.db,
    renders: { get: async (target: { content: string }) => renderForStorage(target.content) },
  };
  const page = { site, tree, base: OFFLINE_BASE, origin: OFFLINE_ORIGIN };
  const images = new Map<string, OfflineImage>();
  const keys = new Map<string, string>();
  const offline = (html: string, depth: number) =>
    offlinePage({ html, depth, keys, images, logoKey: site.center.logoKey });
  const texts = siteTexts(site.center.language);

  async function* entries(): AsyncGenerator<ZipEntry> {
    const home = await renderSitePage(deps, { ...page, key: { kind: 'home' } });
    if (home) yield text('index.html', offline(home, 0));
    for (const group of tree.shown()) {
      const html = await renderSitePage(deps, { ...page, key: { kind: 'group', id: group.id } });
      if (html) yield text(`groups/${groupSlug(group)}.html`, offline(html, 1));
    }
    const index: OfflineIndexEntry[] = [];
    for (const entry of site!.articles) {
      const article = await loadSharedArticle(
        input.db,
        entry.sharingId,
        localeLanguage(site!.center.language),
        'helpCenter',
      );
      if (!article || 'unpublished' in article) continue;
      for (const [, step] of article.stepImages) keys.set(`steps/${step.stepId}`, step.key);
      for (const [id, image] of article.externalImages) keys.set(`external/${id}`, image.key);
      if (article.gifKey) keys.set(`${article.sharingId}/demo.gif`, article.gifKey);
      const html = await renderSitePage(deps, {
        ...page,
        key: { kind: 'article', id: entry.id, thanked: false },
      });
      if (!html) continue;
      const file = `articles/${articleSlug(entry)}.html`;
      index.push(indexEntry(article.title, file, renderForStorage(article.content).html));
      yield text(file, offline(html, 1));
    }
    const search = renderSearchPage(site!, OFFLINE_BASE, { query: '', results: [], corrected: false });
    const script = searchScript({
      count: texts.resultCount(9999),
      none: texts.noResults,
      title: texts.resultsFor('QUERY'),
    });
    yield text(
      'search.html',
      withScripts(offline(search, 0), `<script src="search-index.js"></script><script>${script}</script>`),
    );
    yield text('search-index.js', searchIndexScript(index));
    for (const image of images.values()) {
      const file = await input.storage.open(image.key);
      if (file) yield { name: image.file, file };
    }
  }

  const day = input.now.toISOString().slice(0, 10);
  return { filename: `${site.center.slug}-site-${day}.zip`, zip: zipStream(entries(), input.now) };
}
