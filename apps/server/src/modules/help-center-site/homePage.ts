import { LINK_ICON_SVG } from '@support/shared';
import { html, type SafeHtml, trusted } from '../public-pages/html';
import { document, header } from './layout';
import type { HelpCenterSite } from './loadSite';
import { languageLinks } from './locales';
import { articlePath, groupPath } from './paths';
import { searchForm } from './searchPage';
import { siteTexts } from './texts';
import { type SiteTree, siteTree } from './tree';

/** The groups with their articles, each group's name opening its own page. */
function groupTree(tree: SiteTree, base: string): SafeHtml {
  const branch = (parentId: string | null, depth: number): SafeHtml =>
    html`${tree.children(parentId).map((group) => {
      const title = html`<a href="${groupPath(base, group)}">${group.name}</a>`;
      return html`<li>${depth === 0 ? html`<h2>${title}</h2>` : html`<h3>${title}</h3>`}
<ul>${tree
        .articlesIn(group.id)
        .map(
          (article) => html`<li><a href="${articlePath(base, article)}">${article.title}</a></li>`,
        )}${branch(group.id, depth + 1)}</ul></li>`;
    })}`;
  return html`<ul class="hc-groups">${branch(null, 0)}</ul>`;
}

/** A quick link's icon, drawn inline (no request, no script); the markup is this repository's own. */
const icon = (name: keyof typeof LINK_ICON_SVG): SafeHtml =>
  trusted(
    `<svg class="hc-icon" aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${LINK_ICON_SVG[name]}</svg>`,
  );

/**
 * The home page: brand header, headline, quick links and the table of contents. Its head names the
 * home in every language of the site for search engines, the site's own language as the default.
 * "Ask a question" only where AI answers can be given: with an AI configured on this install.
 */
export function renderHomePage(
  site: HelpCenterSite,
  base: string,
  origin: string,
  aiAnswers = false,
): string {
  const texts = siteTexts(site.center.language);
  const body = html`${header(site, base, texts)}
<section class="hc-hero" aria-labelledby="hc-headline"><div class="wrap"><h1 id="hc-headline">${texts.headline}</h1>${
    site.center.description ? html`<p>${site.center.description}</p>` : ''
  }${searchForm(site, base)}${
    aiAnswers ? html`<p class="hc-ask"><a href="${base}/answer">${texts.askLink}</a></p>` : ''
  }</div></section>
<main class="wrap" id="main">
${
  site.links.length
    ? html`<h2 class="sr-only">${texts.quickLinks}</h2><ul class="hc-links" aria-label="${texts.quickLinks}">${site.links.map(
        (link) =>
          html`<li><a href="${link.url}" rel="noopener">${icon(link.icon)}<strong>${link.title}</strong>${
            link.subtitle ? html`<span>${link.subtitle}</span>` : ''
          }</a></li>`,
      )}</ul>`
    : ''
}
${site.articles.length ? groupTree(siteTree(site), base) : html`<p class="meta">${texts.noArticles}</p>`}
</main>`;
  const languages = languageLinks(site, base);
  const own = languages.find((link) => link.locale === site.ownLocale);
  const url = `${origin}${base || '/'}`;
  const head = html`
<link rel="canonical" href="${url}">
${
  languages.length > 1
    ? html`${languages.map(
        (link) => html`<link rel="alternate" hreflang="${link.locale}" href="${origin}${link.href}">
`,
      )}<link rel="alternate" hreflang="x-default" href="${own ? `${origin}${own.href}` : url}">
`
    : ''
}<meta property="og:type" content="website">
<meta property="og:title" content="${site.center.name}">
<meta property="og:url" content="${url}">
<meta property="og:site_name" content="${site.center.name}">
<meta name="twitter:card" content="summary">
<meta name="twitter:title" content="${site.center.name}">`;
  return document(site, {
    base,
    title: site.center.name,
    head,
    body,
    robots: 'index, follow',
  });
}

/** The password page of a protected help center: it names the site and nothing it holds. */
export function renderPasswordPage(
  site: HelpCenterSite,
  base: string,
  problem: 'wrong' | 'tooMany' | null,
  /** The page the reader asked for, where the form sends them once let in. */
  next: string = base,
  /** The site's own address without a language: its one password form handler is there. */
  siteRoot: string = base,
): string {
  const texts = siteTexts(site.center.language);
  // The logo is behind the password too, like everything of the site: the name stands in for it.
  const body = html`${header(site, base, texts, false)}
<main class="wrap" id="main">
<h1 class="title">${texts.protectedTitle}</h1>
<p class="meta">${texts.protectedText}</p>
${problem ? html`<p class="hc-error" role="alert">${problem === 'wrong' ? texts.wrongPassword : texts.tooManyAttempts}</p>` : ''}
<form method="post" action="${siteRoot}/access">
<input type="hidden" name="next" value="${next}">
<label for="password">${texts.password}</label>
<input class="hc-field" id="password" name="password" type="password" autocomplete="current-password" required autofocus>
<button class="hc-button" type="submit">${texts.enter}</button>
</form>
</main>`;
  return document(site, {
    base,
    title: site.center.name,
    body,
    robots: 'noindex, nofollow',
  });
}
