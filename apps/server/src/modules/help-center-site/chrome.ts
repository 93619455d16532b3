import { LINK_ICON_SVG, localeLanguage } from '@support/shared';
import { html, type SafeHtml, trusted } from '../public-pages/html';
import { footerLinksHtml, headerLinksHtml } from './customization';
import type { HelpCenterSite } from './loadSite';
import { type LanguageLink, languageLinks, rootBase } from './locales';
import { MAX_QUERY_CHARS } from './searchTerms';
import type { SiteTexts } from './texts';

/** An icon of the shared set, drawn inline (no request, no script); the markup is this repository's own. */
export const icon = (name: keyof typeof LINK_ICON_SVG, className = 'hc-icon'): SafeHtml =>
  trusted(
    `<svg class="${className}" aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${LINK_ICON_SVG[name]}</svg>`,
  );

const SEARCH_ICON = trusted(
  '<svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/></svg>',
);

export type HeaderOptions = {
  /** The logo is behind a protected site's password: the password page shows the name only. */
  withLogo?: boolean;
  /** The compact search box: every page but the home page (its own big one) and the results page. */
  search?: boolean;
  /** The page in each language (an article's own translations); default: each language's home page. */
  languages?: LanguageLink[];
};

/**
 * The bar on top of every page (issue 47): logo and name (to the home page), a compact search, the
 * way back to the team's own site and the language switcher, a fold-out that needs no script.
 */
export function header(
  site: HelpCenterSite,
  base: string,
  texts: SiteTexts,
  options: HeaderOptions = {},
): SafeHtml {
  const { center } = site;
  const { withLogo = true, search = true } = options;
  const languages = options.languages ?? languageLinks(site, base);
  // The logo is served once, at the site's root, whatever the page's language; the name beside it
  // is the link's text, so the image is decoration.
  const logo = center.logoKey && withLogo ? html`<img src="${rootBase(site, base)}/logo" alt="">` : '';
  return html`<a class="skip" href="#main">${texts.skipToContent}</a><header class="hc-top"><div class="hc-wide hc-bar">
<a class="hc-brand" href="${base || '/'}">${logo}<span>${center.name}</span></a>
${search ? compactSearch(base, texts) : ''}<div class="hc-nav">${headerLinksHtml(site)}${
    center.backToHomepageUrl
      ? html`<a href="${center.backToHomepageUrl}" rel="noopener">${texts.backToHomepage}</a>`
      : ''
  }${languages.length > 1 ? languageMenu(languages, texts) : ''}</div>
</div></header>`;
}

function compactSearch(base: string, texts: SiteTexts): SafeHtml {
  return html`<form class="hc-top-search" role="search" method="get" action="${base}/search">${SEARCH_ICON}
<label class="sr-only" for="hc-top-q">${texts.searchLabel}</label>
<input id="hc-top-q" name="q" type="search" maxlength="${MAX_QUERY_CHARS}" placeholder="${texts.searchPlaceholder}" autocomplete="off">
<button class="sr-only" type="submit">${texts.search}</button>
</form>`;
}

export const localeName = (locale: string) => {
  try {
    // Each language named in itself ("Deutsch", "Nederlands"), as readers look for their own.
    return new Intl.DisplayNames([locale], { type: 'language' }).of(localeLanguage(locale)) ?? locale;
  } catch {
    return locale;
  }
};

const languageLink = (link: LanguageLink) =>
  link.current
    ? html`<li><a href="${link.href}" hreflang="${link.locale}" lang="${link.locale}" aria-current="page">${localeName(link.locale)}</a></li>`
    : html`<li><a href="${link.href}" hreflang="${link.locale}" lang="${link.locale}">${localeName(link.locale)}</a></li>`;

/** The page in the site's other languages: a details fold-out of plain links, the current one marked. */
function languageMenu(languages: LanguageLink[], texts: SiteTexts): SafeHtml {
  const current = languages.find((link) => link.current);
  return html`<nav class="hc-langs" aria-label="${texts.languages}"><details class="hc-lang"><summary>${icon('globe', '')}<span>${
    current ? localeName(current.locale) : texts.languages
  }</span></summary><ul>${languages.map(languageLink)}</ul></details></nav>`;
}

/** The bottom of every page: the company, the way back to its site, and the languages again. */
export function footer(site: HelpCenterSite, texts: SiteTexts, languages: LanguageLink[]): SafeHtml {
  const { center } = site;
  return html`<footer class="hc-foot"><div class="hc-wide">
<p>${site.organizationName}${
    center.backToHomepageUrl
      ? html` · <a href="${center.backToHomepageUrl}" rel="noopener">${texts.backToHomepage}</a>`
      : ''
  }</p>
${footerLinksHtml(site)}
${
  // A list, not a second landmark named like the header's.
  languages.length > 1 ? html`<ul aria-label="${texts.languages}">${languages.map(languageLink)}</ul>` : ''
}
</div></footer>`;
}
