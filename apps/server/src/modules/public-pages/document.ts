/*
 * public-pages: what both public sites render and send, the shared article page (public-site) and
 * the help center (help-center-site): the HTML template, styles, texts, headers, encoded pages,
 * article content, narration and images, and this 404.
 */
import { html, type SafeHtml, trusted } from './html';
import { PAGE_CSS } from './styles';
import { pageTexts } from './texts';

/**
 * The 404 of the public site: unknown or unpublished articles, and any other /shared path; with
 * `helpCenter`, of an address under /docs that names no help center a reader may see.
 */
export function renderNotFoundPage(language: string, what: 'article' | 'helpCenter' = 'article'): string {
  const texts = pageTexts(language);
  return document({
    language,
    title: texts.notFoundTitle,
    head: html``,
    body: html`
<main class="notfound"><div>
<p class="code">${texts.notFoundCode}</p>
<h1>${texts.notFoundTitle}</h1>
<p>${what === 'helpCenter' ? texts.siteNotFoundText : texts.notFoundText}</p>
<a class="button" href="/">${texts.notFoundHome}</a>
</div></main>`,
  });
}

/** A whole public page: its language, title and head, the pages' styles inline, no script. */
export function document(parts: { language: string; title: string; head: SafeHtml; body: SafeHtml }): string {
  return html`<!doctype html>
<html lang="${parts.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${parts.title}</title>
<link rel="icon" href="/favicon.ico" sizes="48x48">
<link rel="icon" href="/icons/logo.svg" type="image/svg+xml">
<meta name="robots" content="noindex">${parts.head}
<style>${trusted(PAGE_CSS)}</style>
</head>
<body>${parts.body}
</body>
</html>
`.value;
}
