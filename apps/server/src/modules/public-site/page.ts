import { organizationInitials } from '@support/shared';
import type { StoredRender } from '../../lib/markdown';
import { articleContent } from '../public-pages/articleContent';
import { audioSection } from '../public-pages/audio';
import { document } from '../public-pages/document';
import { html, type SafeHtml, trusted } from '../public-pages/html';
import { formatDate, nativeLanguageName, pageTexts } from '../public-pages/texts';
import type { SharedArticle } from './loadSharedArticle';

/** The public path of a shared article, in a language other than its own with `?lang=`. */
export function sharedPath(
  article: Pick<SharedArticle, 'sharingId' | 'sourceLanguage'>,
  language: string,
): string {
  const path = `/shared/${encodeURIComponent(article.sharingId)}`;
  return language === article.sourceLanguage ? path : `${path}?lang=${encodeURIComponent(language)}`;
}

/** The article's PDF (issue 49), in the language the page shows. */
export function sharedPdfPath(
  article: Pick<SharedArticle, 'sharingId' | 'sourceLanguage'>,
  language: string,
) {
  const path = `/shared/${encodeURIComponent(article.sharingId)}/pdf`;
  return language === article.sourceLanguage ? path : `${path}?lang=${encodeURIComponent(language)}`;
}

/**
 * The whole page of a shared article: complete HTML with inline CSS and no script, readable as is.
 * `baseUrl` makes the Open Graph URLs absolute; everything on the page itself is relative.
 */
export function renderArticlePage(
  article: SharedArticle,
  render: StoredRender | null,
  baseUrl: string,
): string {
  const { html: content, firstImage } = articleContent(article, render);
  const texts = pageTexts(article.language);
  const url = `${baseUrl}${sharedPath(article, article.language)}`;
  const description = render?.excerpt ?? '';
  const image = firstImage ? absolute(baseUrl, firstImage) : null;

  return document({
    language: article.language,
    title: article.title,
    head: html`
<meta name="description" content="${description}">
<link rel="canonical" href="${url}">
<meta property="og:type" content="article">
<meta property="og:title" content="${article.title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${url}">
<meta property="og:site_name" content="${article.organizationName}">
${image ? html`<meta property="og:image" content="${image}">\n` : ''}<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">
${article.languages.map(
  (language) =>
    html`<link rel="alternate" hreflang="${language}" href="${baseUrl}${sharedPath(article, language)}">\n`,
)}`,
    body: html`
<header class="top"><div class="wrap">
<div class="org"><span class="badge" aria-hidden="true">${organizationInitials(article.organizationName)}</span><span>${article.organizationName}</span></div>
${languageLinks(article, texts.languages)}
</div></header>
<main class="wrap">
<h1 class="title">${article.title}</h1>
<p class="meta">${texts.updated(formatDate(article.updatedAt, article.language))} · <a class="pdf" href="${sharedPdfPath(article, article.language)}" download>${texts.downloadPdf}</a></p>
${audioSection(article)}<article class="doc">
${content.trim() ? trusted(content) : html`<p class="empty">…</p>`}
</article>
</main>`,
  });
}

function languageLinks(article: SharedArticle, label: string): SafeHtml | '' {
  if (article.languages.length < 2) return '';
  return html`<nav class="langs" aria-label="${label}">${article.languages.map(
    (language) =>
      html`<a href="${sharedPath(article, language)}" hreflang="${language}" lang="${language}"${
        language === article.language ? trusted(' aria-current="page"') : ''
      }>${nativeLanguageName(language)}</a>`,
  )}</nav>`;
}

const absolute = (baseUrl: string, url: string) => (/^https?:/i.test(url) ? url : `${baseUrl}${url}`);
