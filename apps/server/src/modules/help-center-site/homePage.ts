import { html, type SafeHtml } from '../public-pages/html';
import { header, icon } from './chrome';
import { document } from './layout';
import type { HelpCenterSite } from './loadSite';
import { languageLinks } from './locales';
import { articlePath, groupPath } from './paths';
import { searchForm } from './searchPage';
import { type SiteTexts, siteTexts } from './texts';
import { countArticles, type SiteTree, siteTree } from './tree';

/** How many of a card's articles it lists before its "See all" link. */
const CARD_ARTICLES = 4;

/**
 * A card per top-level group (issue 47): its icon, name, description, how many articles it holds
 * (those of its sub-groups too), its first articles and the way to all of them.
 */
function groupCards(tree: SiteTree, base: string, texts: SiteTexts): SafeHtml {
  const groups = tree.children(null);
  return html`<ul class="hc-cards">${groups.map((group) => {
    const count = countArticles(tree, group.id);
    const first = tree.articlesIn(group.id).slice(0, CARD_ARTICLES);
    const href = groupPath(base, group);
    return html`<li class="hc-card"><span class="hc-card-icon">${icon(group.icon ?? 'book', '')}</span>
<h3><a href="${href}">${group.name}</a></h3>
${group.description ? html`<p>${group.description}</p>` : ''}<p class="hc-count">${texts.articleCount(count)}</p>
${first.length ? html`<ul>${first.map((article) => html`<li><a href="${articlePath(base, article)}">${article.title}</a></li>`)}</ul>` : ''}
<a class="hc-more" href="${href}" aria-label="${texts.seeAll(count)}: ${group.name}">${texts.seeAll(count)} →</a></li>`;
  })}</ul>`;
}

/** The articles readers open most here, each with the group it is in. */
function mostRead(site: HelpCenterSite, tree: SiteTree, base: string, texts: SiteTexts): SafeHtml | '' {
  const byId = new Map(site.articles.map((article) => [article.id, article]));
  const articles = site.mostRead.map((id) => byId.get(id)).filter((article) => article !== undefined);
  if (!articles.length) return '';
  return html`<section class="hc-section" aria-labelledby="hc-most-read"><h2 id="hc-most-read">${texts.mostRead}</h2>
<ol class="hc-popular">${articles.map(
    (article) =>
      html`<li><a href="${articlePath(base, article)}">${article.title}<small>${tree.group(article.groupId)?.name ?? ''}</small></a></li>`,
  )}</ol></section>`;
}

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
  const tree = siteTree(site);
  const body = html`${header(site, base, texts, { search: false })}
<section class="hc-hero" aria-labelledby="hc-headline"><div class="hc-wide"><h1 id="hc-headline">${texts.headline}</h1>${
    site.center.description ? html`<p>${site.center.description}</p>` : ''
  }${searchForm(site, base)}${
    aiAnswers ? html`<p class="hc-ask"><a href="${base}/answer">${texts.askLink}</a></p>` : ''
  }</div></section>
<main class="hc-wide hc-home" id="main">
${
  site.links.length
    ? html`<section class="hc-section" aria-labelledby="hc-quick-links"><h2 id="hc-quick-links">${texts.quickLinks}</h2><ul class="hc-links">${site.links.map(
        (link) =>
          html`<li><a href="${link.url}" rel="noopener">${icon(link.icon)}<strong>${link.title}</strong>${
            link.subtitle ? html`<span>${link.subtitle}</span>` : ''
          }</a></li>`,
      )}</ul></section>`
    : ''
}
${
  site.articles.length
    ? html`<section class="hc-section" aria-labelledby="hc-topics"><h2 id="hc-topics">${texts.categories}</h2>${groupCards(tree, base, texts)}</section>
${mostRead(site, tree, base, texts)}`
    : html`<p class="meta">${texts.noArticles}</p>`
}
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
  const body = html`${header(site, base, texts, { withLogo: false, search: false })}
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
