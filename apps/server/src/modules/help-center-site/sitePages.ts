import { localeLanguage } from '@support/shared';
import type { Db } from '../../db/client';
import type { ArticleRenders } from '../public-site/articleRenders';
import { loadSharedArticle } from '../public-site/loadSharedArticle';
import { renderHelpCenterArticlePage } from './articlePage';
import { renderGroupPage, renderSiteNotFoundPage } from './groupPage';
import { renderHomePage } from './homePage';
import type { HelpCenterSite } from './loadSite';
import { llmsFullTxt, llmsTxt, sitemapXml } from './machineFiles';
import type { SiteTree } from './tree';

/** Which page of a help center: each is rendered once per change and kept as bytes. */
export type PageKey =
  | { kind: 'home' }
  | { kind: 'article'; id: string; thanked: boolean; askReason?: boolean }
  | { kind: 'group'; id: string }
  | { kind: 'notFound' }
  | { kind: 'sitemap' }
  | { kind: 'llms' }
  | { kind: 'llmsFull' };

/** The machine-readable files: not HTML, and left out entirely while the site is protected. */
export const FILE_TYPES: Partial<Record<PageKey['kind'], string>> = {
  sitemap: 'application/xml; charset=utf-8',
  llms: 'text/plain; charset=utf-8',
  llmsFull: 'text/plain; charset=utf-8',
};

export const pageKeyString = (key: PageKey): string =>
  key.kind === 'article'
    ? `article:${key.id}:${key.askReason ? 'no' : key.thanked ? 1 : 0}`
    : key.kind === 'group'
      ? `group:${key.id}`
      : key.kind;

/**
 * The HTML of one page; null when what it shows is gone since the site was read (an article
 * unpublished a moment ago): the caller answers the help center's 404.
 */
export async function renderSitePage(
  /** `aiAnswers`: an AI is configured, so the home may offer to ask a question. */
  deps: { db: Db; renders: Pick<ArticleRenders, 'get'> | undefined; aiAnswers?: boolean },
  input: { site: HelpCenterSite; tree: SiteTree; key: PageKey; base: string; origin: string },
): Promise<string | null> {
  const { site, tree, key, base, origin } = input;
  switch (key.kind) {
    case 'home':
      return renderHomePage(site, base, origin, deps.aiAnswers ?? false);
    case 'notFound':
      return renderSiteNotFoundPage(site, base);
    case 'sitemap':
      return sitemapXml(site, tree, origin, base);
    case 'llms':
      return llmsTxt(site, tree, origin, base);
    case 'llmsFull':
      return llmsFullTxt(deps.db, site, tree, origin, base);
    case 'group': {
      const group = tree.group(key.id);
      return group ? renderGroupPage({ site, tree, group, base, origin }) : null;
    }
    case 'article': {
      const entry = site.articles.find((item) => item.id === key.id);
      if (!entry) return null;
      // In the page's language: the source, or its translation there (the site lists only those).
      const article = await loadSharedArticle(
        deps.db,
        entry.sharingId,
        localeLanguage(site.center.language),
        'helpCenter',
      );
      if (!article || 'unpublished' in article || article.organizationId !== site.center.organizationId)
        return null;
      // The render stored when the content was saved: no markdown is parsed for a reader.
      const render =
        (await deps.renders?.get({
          organizationId: article.organizationId,
          articleId: article.articleId,
          language: article.language,
          content: article.content,
        })) ?? null;
      return renderHelpCenterArticlePage({
        site,
        tree,
        entry,
        article,
        render,
        base,
        origin,
        thanked: key.thanked,
        askReason: key.askReason ?? false,
      });
    }
  }
}
