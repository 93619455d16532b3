import type { StoredSiteLink } from '../../db/schema';
import { html, type SafeHtml, trusted } from '../public-pages/html';

/**
 * What an admin adds to every page of the help center (Settings → Customization): links in the
 * header and the footer, and CSS after the theme's. Kept apart from layout.ts so the layout calls
 * three functions and knows nothing else of it (chrome.ts the two lists, layout.ts the style).
 */
export type SiteCustomization = {
  headerLinks: StoredSiteLink[];
  footerLinks: StoredSiteLink[];
  /** Sanitised when saved (help-center-customization/sanitizeCss.ts): no `<`, nothing that loads. */
  customCss: string;
};

/** What of a loaded site (loadSite.ts) these need; not its type, which names this file's. */
type CustomizedSite = { customization: SiteCustomization; center: { language: string } };

/** The help center's columns as the pages use them. */
export const customizationOf = (center: {
  headerLinks: StoredSiteLink[];
  footerLinks: StoredSiteLink[];
  customCss: string;
}): SiteCustomization => ({
  headerLinks: center.headerLinks,
  footerLinks: center.footerLinks,
  customCss: center.customCss,
});

/**
 * The names of the two link lists for screen readers (two `nav`s need names of their own), in the
 * page's language. Here rather than in texts.ts: only these links use them.
 */
const LIST_NAMES: Record<string, { header: string; footer: string }> = {
  en: { header: 'Links', footer: 'More links' },
  de: { header: 'Links', footer: 'Weitere Links' },
  nl: { header: 'Links', footer: 'Meer links' },
  it: { header: 'Link', footer: 'Altri link' },
  tr: { header: 'Bağlantılar', footer: 'Diğer bağlantılar' },
  fr: { header: 'Liens', footer: 'Autres liens' },
};
const namesIn = (site: CustomizedSite) =>
  LIST_NAMES[site.center.language.slice(0, 2).toLowerCase()] ?? LIST_NAMES.en!;

/** Links to the team's other sites: no referrer, no opener; mail addresses open the mail program. */
const links = (items: readonly StoredSiteLink[]): SafeHtml =>
  html`<ul>${items.map((link) => html`<li><a href="${link.url}" rel="noopener">${link.label}</a></li>`)}</ul>`;

/** The header's links (at most six), or nothing. */
export function headerLinksHtml(site: CustomizedSite): SafeHtml | '' {
  const items = site.customization.headerLinks;
  return items.length
    ? html`<nav class="hc-header-links" aria-label="${namesIn(site).header}">${links(items)}</nav>`
    : '';
}

/** The footer's links (at most twelve: Privacy, Status, Contact…), or nothing. */
export function footerLinksHtml(site: CustomizedSite): SafeHtml | '' {
  const items = site.customization.footerLinks;
  return items.length
    ? html`<nav class="hc-footer-links" aria-label="${namesIn(site).footer}">${links(items)}</nav>`
    : '';
}

/**
 * The header's list in the header's look (the footer's lists share one rule, siteCss.ts); the help
 * center's own CSS comes after and can change it.
 */
const LINKS_CSS = `.hc-header-links ul{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;list-style:none;margin:0;padding:0}
.hc-header-links a{text-decoration:none;opacity:.9}.hc-header-links a:hover{opacity:1;text-decoration:underline}`;

/**
 * The styles of the links and the custom CSS, in a style element of its own after the theme's, so
 * the custom CSS wins ties. The page's policy allows inline styles (`style-src 'unsafe-inline'`,
 * public-pages/headers.ts) but no fonts, images from elsewhere or scripts; the sanitiser left none
 * of those in the CSS, nor a `<` that could end the element.
 */
export function customCssStyle(site: CustomizedSite): SafeHtml | '' {
  const { headerLinks, customCss } = site.customization;
  // The sanitiser's promise, held again where it matters: nothing here may leave the element.
  const css = customCss.includes('<') ? '' : customCss;
  const rules = [headerLinks.length ? LINKS_CSS : '', css].filter(Boolean);
  return rules.length ? trusted(`<style id="hc-custom-css">${rules.join('\n')}</style>`) : '';
}
