import { LANGUAGE_LOCALES, type SupportedLanguage } from '@support/shared';
import type { StoredRender } from '../../lib/markdown';
import { slugify } from '../../lib/slug';
import { articleContent } from '../public-pages/articleContent';
import { audioSection } from '../public-pages/audio';
import { html, type SafeHtml, trusted } from '../public-pages/html';
import { formatDate } from '../public-pages/texts';
import type { SharedArticle } from '../public-site/loadSharedArticle';
import { isProtected as isProtectedSite } from './access';
import { header } from './chrome';
import { feedbackSection } from './feedbackForm';
import { breadcrumbJsonLd, breadcrumbs, type Crumb, document, jsonLd } from './layout';
import type { HelpCenterSite, SiteArticle, SiteGroup } from './loadSite';
import { languageLinks, rootBase, titleIn } from './locales';
import { articlePath, groupPath } from './paths';
import { siteTexts } from './texts';
import type { SiteTree } from './tree';

/** Other articles of the group listed under an article. */
const RELATED = 5;
/** Up to this many articles, the tree beside an article lists them all; past it, only the current group's. */
const NAV_ALL_ARTICLES = 250;
/** Words a minute, for the reading time: a help article is read closely, step by step. */
const WORDS_PER_MINUTE = 200;

/**
 * The help center's tree beside an article (issue 47): each top-level group a fold-out, open where
 * the article is, which is marked. A large help center lists only the open group's articles; the
 * others link to their group pages, so a page stays small whatever the help center's size.
 */
function siteNav(site: HelpCenterSite, tree: SiteTree, base: string, entry: SiteArticle): SafeHtml {
  const open = new Set(tree.path(entry.groupId).map((group) => group.id));
  const all = site.articles.length <= NAV_ALL_ARTICLES;
  const branch = (groupId: string): SafeHtml =>
    html`${tree
      .articlesIn(groupId)
      .map((article) =>
        article.id === entry.id
          ? html`<li><a href="${articlePath(base, article)}" aria-current="page">${article.title}</a></li>`
          : html`<li><a href="${articlePath(base, article)}">${article.title}</a></li>`,
      )}${tree.children(groupId).map((child) => group(child))}`;
  const group = (node: SiteGroup): SafeHtml => {
    if (!all && !open.has(node.id)) return html`<li><a href="${groupPath(base, node)}">${node.name}</a></li>`;
    const summary = html`<summary>${node.name}</summary><ul>${branch(node.id)}</ul>`;
    return open.has(node.id)
      ? html`<li><details open>${summary}</details></li>`
      : html`<li><details>${summary}</details></li>`;
  };
  return html`<ul class="hc-tree">${tree.children(null).map((node) => group(node))}</ul>`;
}

/** Minutes to read the article's text, at least one. */
export function readingMinutes(content: string): number {
  const words = textOf(content).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

type Heading = { level: 2 | 3; id: string; text: string };

const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

/**
 * Gives the content's H2 and H3 headings ids (from their words, unique on the page) so the table of
 * contents and shared links can point at them. The markup is the renderer's own sanitized output,
 * whose headings carry no attributes.
 */
export function withHeadingIds(content: string): { html: string; headings: Heading[] } {
  const headings: Heading[] = [];
  const used = new Set<string>(['main']);
  const out = content.replace(/<h([23])>([\s\S]*?)<\/h\1>/g, (_match, level: string, inner: string) => {
    const text = textOf(inner);
    const base = slugify(text, { maxLength: 60, fallback: 'section' });
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    headings.push({ level: Number(level) as 2 | 3, id, text });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  return { html: out, headings };
}

function tableOfContents(headings: Heading[], label: string): SafeHtml | '' {
  if (headings.length < 2) return '';
  const items: SafeHtml[] = [];
  for (let i = 0; i < headings.length; i++) {
    const heading = headings[i]!;
    const subs: Heading[] = [];
    while (heading.level === 2 && headings[i + 1]?.level === 3) subs.push(headings[++i]!);
    items.push(
      html`<li><a href="#${heading.id}">${heading.text}</a>${
        subs.length
          ? html`<ol>${subs.map((sub) => html`<li><a href="#${sub.id}">${sub.text}</a></li>`)}</ol>`
          : ''
      }</li>`,
    );
  }
  return html`<nav class="hc-toc" aria-labelledby="toc-title"><h2 id="toc-title">${label}</h2><ol>${items}</ol></nav>`;
}

export type ArticlePageInput = {
  site: HelpCenterSite;
  tree: SiteTree;
  entry: SiteArticle;
  article: SharedArticle;
  render: StoredRender | null;
  /** `/docs/{slug}`, or '' on a help center's own host. */
  base: string;
  /** The absolute origin for canonical and Open Graph addresses. */
  origin: string;
  /** The reader has just answered "Was this helpful?" (the page after the form's post). */
  thanked: boolean;
  /** …and it was "No": the page asks what was missing (feedbackForm.ts). */
  askReason?: boolean;
};

/**
 * A help center's article page: breadcrumbs from the group tree, the content with a table of
 * contents, "Was this helpful?", the previous and next articles of its group and related ones.
 * Complete HTML without script; the feedback is a plain form.
 */
export function renderHelpCenterArticlePage(input: ArticlePageInput): string {
  const { site, tree, entry, article, render, base, origin } = input;
  // The page is in the language of the text it shows, even in a help center of another language
  // (issue 47): its lang, its own words and its dates.
  const pageLanguage = pageLanguageOf(site, article);
  const texts = siteTexts(pageLanguage);
  const inCenter = new Map(site.articles.map((item) => [item.id, item]));
  // A protected site's images are behind its password too (http/mediaRoutes.ts), addressed by the
  // article's id: its pages never carry the sharing id, whose link is closed while it is here. An
  // open site's are the shared page's, which a CDN may keep.
  const isProtected = isProtectedSite(site.center);
  const imageBase = isProtected ? `${rootBase(site, base)}/images/${entry.id}` : undefined;
  const audioPath = isProtected ? `${rootBase(site, base)}/audio/${entry.id}` : undefined;
  const content = articleContent(article, render, {
    imageBase,
    articleHref: (id) => {
      const linked = inCenter.get(id);
      return linked ? articlePath(base, linked) : undefined;
    },
  });
  const { html: body, headings } = withHeadingIds(content.html);
  const path = articlePath(base, entry);
  const url = `${origin}${path}`;
  const groups = tree.path(entry.groupId);
  const crumbs: Crumb[] = [
    { name: texts.home, href: base || '/' },
    ...groups.map((group) => ({ name: group.name, href: groupPath(base, group) })),
    { name: article.title },
  ];
  const siblings = tree.articlesIn(entry.groupId);
  const index = siblings.findIndex((item) => item.id === entry.id);
  const previous = index > 0 ? siblings[index - 1] : undefined;
  const next = index >= 0 ? siblings[index + 1] : undefined;
  const related = siblings
    .filter((item) => item.id !== entry.id && item !== previous && item !== next)
    .slice(0, RELATED);
  const description = render?.excerpt || site.center.description || '';
  const image = content.firstImage
    ? new URL(content.firstImage, origin).href
    : site.center.logoKey
      ? `${origin}${rootBase(site, base)}/logo`
      : null;
  // The same article in each language it can be read in: alternates, and the switcher's links.
  const pathIn = (locale: string, localeHome: string) => {
    const title = titleIn(site, entry, locale);
    return title === null ? null : articlePath(localeHome, { id: entry.id, title });
  };
  // The switcher marks the language the reader is reading: an article shown in its own language
  // (a German one in an English help center) is that language's page, not the help center's.
  const shownLocale = languageLinks(site, base).some((link) => link.locale === pageLanguage)
    ? pageLanguage
    : site.center.language;
  const languages = languageLinks(site, base, pathIn).map((link) => ({
    ...link,
    current: link.locale === shownLocale,
  }));
  const alternates = languages.filter((link) => pathIn(link.locale, '') !== null);
  const own = alternates.find((link) => link.locale === site.ownLocale) ?? alternates[0];

  const head = html`
<link rel="canonical" href="${url}">
${alternates.map(
  (link) => html`<link rel="alternate" hreflang="${link.locale}" href="${origin}${link.href}">
`,
)}<link rel="alternate" hreflang="x-default" href="${own ? `${origin}${own.href}` : url}">
${
  // oEmbed discovery (modules/widget/oembedRoute.ts): only for an article anyone may read.
  site.center.authenticationType === 'PASSWORD'
    ? ''
    : html`<link rel="alternate" type="application/json+oembed" href="${origin}/oembed?url=${encodeURIComponent(url)}&format=json" title="${article.title}">
`
}<meta property="og:type" content="article">
<meta property="og:title" content="${article.title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${url}">
<meta property="og:site_name" content="${site.center.name}">
${image ? html`<meta property="og:image" content="${image}">\n<meta name="twitter:image" content="${image}">\n` : ''}<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">
<meta name="twitter:title" content="${article.title}">
<meta name="twitter:description" content="${description}">
${jsonLd({
  '@context': 'https://schema.org',
  '@type': 'Article',
  headline: article.title,
  description,
  datePublished: entry.createdAt.toISOString(),
  dateModified: entry.updatedAt.toISOString(),
  inLanguage: article.language,
  mainEntityOfPage: url,
  // Written by the organization's team; the help center is where it is published.
  author: { '@type': 'Organization', name: site.organizationName },
  publisher: { '@type': 'Organization', name: site.center.name },
  ...(image ? { image } : {}),
})}
${breadcrumbJsonLd(crumbs, origin, url)}`;

  const page = html`${header(site, base, texts, { languages })}
<div class="hc-wide hc-page hc-layout">
<nav class="hc-side-nav" aria-label="${texts.helpCenterNav}"><details class="hc-side"><summary>${texts.browseArticles}</summary>${siteNav(site, tree, base, entry)}</details></nav>
<main class="hc-content" id="main">
${breadcrumbs(crumbs, texts.breadcrumbs)}
<h1 class="title">${article.title}</h1>
<p class="meta">${texts.updated(formatDate(entry.updatedAt, pageLanguage))} · ${texts.readingTime(readingMinutes(body))}</p>
${audioSection(article, audioPath)}${tableOfContents(headings, texts.onThisPage)}
<article class="doc" lang="${article.language}" data-copy="${texts.copy}" data-copied="${texts.copied}">
${body.trim() ? trusted(body) : html`<p class="empty">…</p>`}
</article>
${feedbackSection(path, texts, input.askReason ? 'askReason' : input.thanked ? 'thanked' : 'ask')}
${
  previous || next
    ? html`<nav class="hc-pager" aria-label="${texts.pages}">${
        previous
          ? html`<a class="prev" href="${articlePath(base, previous)}" rel="prev"><small>← ${texts.previous}</small>${previous.title}</a>`
          : ''
      }${
        next
          ? html`<a class="next" href="${articlePath(base, next)}" rel="next"><small>${texts.next} →</small>${next.title}</a>`
          : ''
      }</nav>`
    : ''
}
${
  related.length
    ? html`<section class="hc-related"><h2>${texts.related}</h2><ul>${related.map(
        (item) => html`<li><a href="${articlePath(base, item)}">${item.title}</a></li>`,
      )}</ul></section>`
    : ''
}
</main>
</div>`;
  return document(site, {
    base,
    title: `${article.title} – ${site.center.name}`,
    robots: isProtectedSite(site.center) ? 'noindex, nofollow' : 'index, follow',
    description,
    head,
    body: page,
    languages,
    pageLanguage,
  });
}

/** The locale of the article's shown text (`de` → `de-DE`), or the site's for a language it lacks. */
function pageLanguageOf(site: HelpCenterSite, article: Pick<SharedArticle, 'language'>): string {
  const locale = LANGUAGE_LOCALES[article.language as SupportedLanguage];
  return locale ?? site.center.language;
}
