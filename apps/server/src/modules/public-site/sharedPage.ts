import type { Db } from '../../db/client';
import { type EncodedPage, encodePage } from '../public-pages/encodedPage';
import type { ArticleRenders } from './articleRenders';
import { loadSharedArticle } from './loadSharedArticle';
import { renderArticlePage } from './page';
import type { PageCache, SiteInfo } from './pageCache';

export type SharedPageRequest = {
  sharingId: string;
  language: string | undefined;
  baseUrl: string;
  baseFromRequest: boolean;
};

export type SharedPageResult =
  | { found: true; page: EncodedPage; articleId: string; organizationId: string; language: string }
  | { found: false };

/** Codes such as `de` or `pt-BR`; anything else is ignored rather than looked up. */
const LANGUAGE = /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/i;

export const normalizeLanguage = (value: unknown): string | undefined =>
  typeof value === 'string' && LANGUAGE.test(value) ? value : undefined;

/**
 * The page of a shared article, from memory when it is there: no database query at all for a
 * page already rendered. Otherwise it is loaded, put together from the stored render of its
 * markdown, compressed and kept. Concurrent
 * first requests for the same page share one render.
 */
export class SharedPages {
  private readonly inFlight = new Map<string, Promise<SharedPageResult>>();

  constructor(
    private readonly db: Db,
    private readonly cache: PageCache,
    private readonly renders: ArticleRenders,
  ) {}

  get(input: SharedPageRequest): SharedPageResult | Promise<SharedPageResult> {
    return (
      this.fromMemory(input) ??
      this.load(input.sharingId, this.language(input, this.cache.site(input.sharingId)), input)
    );
  }

  /** The answer when memory has it (the page, or that nothing is shared there); never a query. */
  fromMemory(input: SharedPageRequest): SharedPageResult | undefined {
    const site = this.cache.site(input.sharingId);
    if (!site) return undefined;
    if (!site.shared) return { found: false };
    const language = this.language(input, site);
    if (!site.articleId || !site.organizationId || !language) return undefined;
    const page = this.cache.page(input.sharingId, this.variant(language, input));
    if (!page) return undefined;
    return {
      found: true,
      page,
      articleId: site.articleId,
      organizationId: site.organizationId,
      language,
    };
  }

  /** The language asked for when the article has it, else its source language (when known). */
  private language(input: SharedPageRequest, site: SiteInfo | undefined): string | undefined {
    if (!site) return input.language;
    return input.language && site.languages.includes(input.language) ? input.language : site.sourceLanguage;
  }

  private load(
    sharingId: string,
    language: string | undefined,
    base: { baseUrl: string; baseFromRequest: boolean },
  ): Promise<SharedPageResult> {
    const key = `${sharingId}\n${language ?? ''}\n${base.baseUrl}`;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.render(sharingId, language, base).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async render(
    sharingId: string,
    language: string | undefined,
    base: { baseUrl: string; baseFromRequest: boolean },
  ): Promise<SharedPageResult> {
    const ticket = this.cache.begin();
    const article = await loadSharedArticle(this.db, sharingId, language, 'sharedLink');
    if (!article || 'unpublished' in article) {
      this.cache.store(ticket, sharingId, {
        shared: false,
        articleId: article?.unpublished ?? null,
        // So that a help center's change (its password switched off) reaches this 404 too.
        organizationId: article?.organizationId ?? null,
        sourceLanguage: '',
        languages: [],
      });
      return { found: false };
    }
    // The stored render: made when the content was saved, so no markdown is parsed here.
    const render = await this.renders.get({
      organizationId: article.organizationId,
      articleId: article.articleId,
      language: article.language,
      content: article.content,
    });
    const encoded = await encodePage(renderArticlePage(article, render, base.baseUrl));
    this.cache.store(
      ticket,
      sharingId,
      {
        shared: true,
        articleId: article.articleId,
        organizationId: article.organizationId,
        sourceLanguage: article.sourceLanguage,
        languages: article.languages,
      },
      { variant: this.variant(article.language, base), encoded },
    );
    return {
      found: true,
      page: encoded,
      articleId: article.articleId,
      organizationId: article.organizationId,
      language: article.language,
    };
  }

  /** The base URL is part of the page (Open Graph) only when it comes from the request's host. */
  private variant(language: string, base: { baseUrl: string; baseFromRequest: boolean }): string {
    return base.baseFromRequest ? `${language}\n${base.baseUrl}` : language;
  }
}
