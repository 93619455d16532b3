import { createHash } from 'node:crypto';
import { type RefResolver, resolveStoredHtml, type StoredRender } from '../../lib/markdown';
import { audioSection } from './audio';
import { html, type SafeHtml, trusted } from './html';
import type { SharedArticle } from './loadSharedArticle';
import { PAGE_CSS } from './styles';
import { formatDate, nativeLanguageName, pageTexts } from './texts';

/** The public path of a shared article, in a language other than its own with `?lang=`. */
export function sharedPath(
  article: Pick<SharedArticle, 'sharingId' | 'sourceLanguage'>,
  language: string,
): string {
  const path = `/shared/${encodeURIComponent(article.sharingId)}`;
  return language === article.sourceLanguage ? path : `${path}?lang=${encodeURIComponent(language)}`;
}

/** A short fingerprint of a storage key: the image URL changes whenever the image does. */
const fingerprint = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 10);

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
<div class="org"><span class="badge" aria-hidden="true">${initials(article.organizationName)}</span><span>${article.organizationName}</span></div>
${languageLinks(article, texts.languages)}
</div></header>
<main class="wrap">
<h1 class="title">${article.title}</h1>
<p class="meta">${texts.updated(formatDate(article.updatedAt, article.language))}</p>
${audioSection(article)}<article class="doc">
${content.trim() ? trusted(content) : html`<p class="empty">…</p>`}
</article>
</main>`,
  });
}

/**
 * An article's content as the public pages show it: the stored render with its images (served from
 * the shared page's image addresses) and links to other shared articles resolved, the title heading
 * that repeats the page's title left out. `articleHref` may send article links elsewhere (a help
 * center links its own articles to its own pages).
 */
export function articleContent(
  article: SharedArticle,
  render: StoredRender | null,
  options: {
    articleHref?: (articleId: string) => string | undefined;
    /** Where the images are served (a protected help center serves them behind its password). */
    imageBase?: string;
  } = {},
): { html: string; firstImage: string | null } {
  const imageBase = options.imageBase ?? `/shared/${encodeURIComponent(article.sharingId)}/images`;
  const { html: body, firstImage } = render
    ? resolveStoredHtml(render.html, {
        image: (ref) => resolveImage(article, imageBase, ref),
        article: (id) => {
          // The help center's own page first: an article of a protected help center has no open
          // shared link (linkedArticles leaves it out), yet its sibling pages link to it.
          const own = options.articleHref?.(id);
          if (own) return own;
          const sharingId = article.linkedArticles.get(id);
          return sharingId ? `/shared/${encodeURIComponent(sharingId)}` : null;
        },
      })
    : { html: plainText(article.content), firstImage: null };
  return { html: withoutRepeatedTitle(body, article.title), firstImage };
}

/** The 404 of the public site: unknown or unpublished articles, and any other /shared path. */
export function renderNotFoundPage(language: string): string {
  const texts = pageTexts(language);
  return document({
    language,
    title: texts.notFoundTitle,
    head: html``,
    body: html`
<main class="notfound"><div>
<p class="code">${texts.notFoundCode}</p>
<h1>${texts.notFoundTitle}</h1>
<p>${texts.notFoundText}</p>
<a class="button" href="/">${texts.notFoundHome}</a>
</div></main>`,
  });
}

function document(parts: { language: string; title: string; head: SafeHtml; body: SafeHtml }): string {
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

function resolveImage(
  article: SharedArticle,
  imageBase: string,
  ref: Parameters<RefResolver['image']>[0],
): string | null {
  if (ref.kind === 'step') {
    const step = article.stepImages.get(ref.number);
    return step ? `${imageBase}/steps/${step.stepId}?v=${fingerprint(step.key)}` : null;
  }
  if (ref.kind === 'external') {
    const external = article.externalImages.get(ref.imageId);
    return external ? `${imageBase}/external/${ref.imageId}?v=${fingerprint(external.key)}` : null;
  }
  return article.gifKey ? `${imageBase}/demo.gif?v=${fingerprint(article.gifKey)}` : null;
}

/** Until its render exists (or when it cannot be made) the text is shown as typed, paragraph by paragraph. */
function plainText(content: string): string {
  return content
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => html`<p>${paragraph.trim()}</p>`.value)
    .join('\n');
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

/** A generated article often starts with its own title as a heading; the page shows it once. */
function withoutRepeatedTitle(body: string, title: string): string {
  const match = /^(?:\s*<p>\s*<\/p>)*\s*<h1>([\s\S]*?)<\/h1>\n?/.exec(body);
  if (!match) return body;
  const text = match[1]!
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim()
    .toLowerCase();
  return text === title.trim().toLowerCase() ? body.slice(match[0].length) : body;
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : name.trim().slice(0, 2);
  return letters.toUpperCase();
}

const absolute = (baseUrl: string, url: string) => (/^https?:/i.test(url) ? url : `${baseUrl}${url}`);
