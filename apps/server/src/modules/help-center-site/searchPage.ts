import { normalizeQuery } from '../analytics-collect/searchLog';
import { html, trusted } from '../public-pages/html';
import { header } from './chrome';
import { breadcrumbs, document } from './layout';
import type { HelpCenterSite } from './loadSite';
import { articlePath } from './paths';
import { MAX_QUERY_CHARS, type SearchAnswer } from './search';
import { siteTexts } from './texts';

/** The search box: a plain GET form, so searching works without script. */
export function searchForm(site: HelpCenterSite, base: string, query = '') {
  const texts = siteTexts(site.center.language);
  return html`<form class="hc-search" role="search" method="get" action="${base}/search">
<label class="sr-only" for="hc-q">${texts.searchLabel}</label>
<input id="hc-q" name="q" type="search" value="${query}" maxlength="${MAX_QUERY_CHARS}" placeholder="${texts.searchPlaceholder}" autocomplete="off">
<button class="hc-button" type="submit">${texts.search}</button>
</form>`;
}

/** The results of a search: each article with its highlighted passage, or what to try instead. */
export function renderSearchPage(
  site: HelpCenterSite,
  base: string,
  answer: SearchAnswer,
  /** The reader's address has used its searches for now (429). */
  tooMany = false,
): string {
  const texts = siteTexts(site.center.language);
  const byId = new Map(site.articles.map((article) => [article.id, article]));
  const found = answer.results.filter((result) => byId.has(result.articleId));
  const body = html`${header(site, base, texts, { search: false })}
<main class="wrap" id="main">
${breadcrumbs([{ name: texts.home, href: base || '/' }, { name: texts.search }], texts.breadcrumbs)}
<h1 class="title">${answer.query ? texts.resultsFor(answer.query) : texts.search}</h1>
${searchForm(site, base, answer.query)}
<p class="meta" role="status">${
    tooMany
      ? texts.tooManySearches
      : !answer.query
        ? texts.searchHint
        : found.length === 0
          ? texts.noResults
          : answer.corrected
            ? texts.didYouMean
            : texts.resultCount(found.length)
  }</p>
${
  found.length
    ? html`<ol class="hc-results">${found.map(
        (result) =>
          html`<li><a href="${articlePath(base, byId.get(result.articleId)!)}?sq=${encodeURIComponent(normalizeQuery(answer.query))}">${result.title}</a>${
            result.snippet ? html`<p>${trusted(result.snippet)}</p>` : ''
          }</li>`,
      )}</ol>`
    : ''
}
</main>`;
  return document(site, {
    base,
    title: `${answer.query ? texts.resultsFor(answer.query) : texts.search} – ${site.center.name}`,
    // Result pages are endless and thin: not for search engines' indexes.
    robots: 'noindex, follow',
    body,
  });
}
