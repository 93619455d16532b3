import { readableAccent, readableOn } from '@support/shared';
import { html, type SafeHtml, trusted } from '../public-pages/html';
import { PAGE_SCRIPT } from '../public-pages/pageScript';
import { PAGE_CSS } from '../public-pages/styles';
import { isProtected } from './access';
import { footer } from './chrome';
import { customCssStyle } from './customization';
import type { HelpCenterSite } from './loadSite';
import { type LanguageLink, languageLinks, rootBase } from './locales';
import { SITE_CSS } from './siteCss';
import { siteTexts } from './texts';

/** The page backgrounds of PAGE_CSS, light and dark: links in the brand colour must read on both. */
const LIGHT_BG = '#ffffff';
const DARK_BG = '#0d1117';

/**
 * The help center's colours. Text on the primary colour is black or white, whichever reads; text
 * in the primary colour (links, headings of quick links) is the primary colour made dark or light
 * enough to pass WCAG AA on the page, so a bright brand colour never makes text unreadable.
 */
export function themeCss(site: HelpCenterSite): string {
  const { primaryColor, backgroundColor, textColor } = site.center;
  // Only #rgb/#rrggbb reach the database (the settings schema): safe inside a style element.
  return `:root{--hc-primary:${primaryColor};--hc-on-primary:${readableOn(primaryColor)};--hc-link:${readableAccent(primaryColor, LIGHT_BG)};--hc-bg:${backgroundColor};--hc-fg:${textColor}}
@media (prefers-color-scheme:dark){:root{--hc-link:${readableAccent(primaryColor, DARK_BG)}}}
.hc-links{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,15rem),1fr));gap:1rem;list-style:none;padding:0;margin:0}
.hc-links a{display:block;padding:.9rem 1rem;border:1px solid var(--line);border-radius:.75rem;text-decoration:none;color:var(--fg)}
.hc-links a:hover{border-color:var(--hc-primary)}
.hc-links strong{display:block;color:var(--hc-link)}
.hc-icon{width:1.25rem;height:1.25rem;color:var(--hc-link);margin-bottom:.35rem}
.hc-links span{display:block;margin-top:.15rem;font-size:.875rem;line-height:1.45;color:var(--muted)}
.hc-button{background:var(--hc-primary);color:var(--hc-on-primary);border:0;border-radius:.6rem;padding:.7rem 1.2rem;font:inherit;font-weight:600;cursor:pointer}
.hc-field{display:block;width:100%;padding:.65rem .8rem;margin:.35rem 0 1rem;border:1px solid var(--line);border-radius:.6rem;font:inherit;background:var(--bg);color:var(--fg)}
.hc-error{color:#b91c1c;font-weight:600}
a.hc-button{display:inline-block;text-decoration:none}
.hc-search{display:flex;gap:.5rem;max-width:36rem;margin:1.5rem auto 0}
.hc-search input{flex:1;min-width:0;padding:.7rem 1rem;border:1px solid var(--line);border-radius:.6rem;font:inherit;background:var(--bg);color:var(--fg)}
main .hc-search{margin:0 0 1rem}
.hc-results{list-style:none;padding:0;margin:0}.hc-results li{padding:1rem 0;border-bottom:1px solid var(--line)}
.hc-results a{font-weight:600;color:var(--hc-link);text-decoration:none;font-size:1.05rem}.hc-results a:hover{text-decoration:underline}
.hc-results p{margin:.3rem 0 0;color:var(--muted);font-size:.95rem}
.hc-beta{font-size:.75rem;vertical-align:middle;letter-spacing:.06em;padding:.2rem .5rem;border-radius:999px;border:1px solid var(--line);color:var(--muted)}
.hc-subtitle{font-size:1.1rem;margin:1.75rem 0 .5rem}
.hc-answer{white-space:pre-wrap;background:var(--panel);border-radius:.75rem;padding:1rem 1.25rem;margin:0 0 1rem}
.hc-sources{padding-left:1.5rem}.hc-sources a{color:var(--hc-link)}
.hc-ask{margin:.75rem 0 0;font-size:.9rem}.hc-ask a{color:inherit}
.hc-results mark{background:var(--brand-soft);color:var(--fg);font-weight:600;padding:0 .1em;border-radius:.2em}
.hc-crumbs{font-size:.875rem;color:var(--muted);margin:0 0 1rem}
.hc-crumbs ol{list-style:none;display:flex;flex-wrap:wrap;gap:.35rem;padding:0;margin:0}
.hc-crumbs li+li::before{content:"/";margin-right:.35rem;color:var(--line)}
.hc-crumbs a{color:var(--muted);text-underline-offset:.2em}
.doc a,.hc-pager a,.hc-related a,.hc-toc a{color:var(--hc-link)}
.hc-toc{border:1px solid var(--line);border-radius:.75rem;padding:.9rem 1.1rem;margin:0 0 2rem;font-size:.95rem}
.hc-toc h2{font-size:.8rem;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);margin:0 0 .4rem}
.hc-toc ol{margin:0;padding-left:1.2rem}.hc-toc ol ol{padding-left:1rem}
.hc-toc a{text-decoration:none}.hc-toc a:hover{text-decoration:underline}
.hc-pager{display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap;border-top:1px solid var(--line);margin-top:2.5rem;padding-top:1.25rem}
.hc-pager a{display:block;max-width:100%;text-decoration:none}.hc-pager small{display:block;color:var(--muted)}
.hc-pager .next{margin-left:auto;text-align:right}
.hc-feedback{margin-top:2.5rem;padding:1rem 1.25rem;border-radius:.75rem;background:var(--panel);display:flex;align-items:center;flex-wrap:wrap;gap:.75rem}
.hc-feedback p,.hc-feedback h2{margin:0;font-size:1rem;font-weight:600}
.hc-feedback form{display:flex;gap:.5rem}
.hc-feedback button{font:inherit;font-size:.9rem;padding:.4rem 1rem;border-radius:999px;border:1px solid var(--line);background:var(--bg);color:var(--fg);cursor:pointer}
.hc-feedback button:hover{border-color:var(--hc-primary)}
.hc-related{margin-top:2rem}.hc-related h2{font-size:1.1rem;margin:0 0 .5rem}
.hc-related ul{padding-left:1.2rem;margin:0}
.hc-list{list-style:none;padding:0;margin:0}.hc-list li{border-bottom:1px solid var(--line)}
.hc-list a{display:block;padding:.7rem 0;color:var(--fg);text-decoration:none}.hc-list a:hover{color:var(--hc-link)}
.hc-preview-bar{background:#1c1917;color:#fafaf9;padding:.5rem 1rem;text-align:center;font-size:.9rem}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;z-index:2;background:var(--bg);color:var(--fg);padding:.5rem 1rem;border-radius:.5rem}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid var(--hc-link);outline-offset:2px}`;
}

export type Crumb = { name: string; href?: string };

/** The breadcrumbs as search engines read them (JSON-LD BreadcrumbList); the last is `url`. */
export const breadcrumbJsonLd = (crumbs: readonly Crumb[], origin: string, url: string): SafeHtml =>
  jsonLd({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, position) => ({
      '@type': 'ListItem',
      position: position + 1,
      name: crumb.name,
      item: crumb.href ? `${origin}${crumb.href}` : url,
    })),
  });

/** Where a page sits: the home page, the groups above it, the page itself (not a link). */
export function breadcrumbs(crumbs: readonly Crumb[], label: string): SafeHtml {
  return html`<nav class="hc-crumbs" aria-label="${label}"><ol>${crumbs.map((crumb) =>
    crumb.href
      ? html`<li><a href="${crumb.href}">${crumb.name}</a></li>`
      : html`<li aria-current="page">${crumb.name}</li>`,
  )}</ol></nav>`;
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so no text of an article can
 * close the element. Browsers do not run it (a data block; the page's policy allows one script, by its hash).
 */
export const jsonLd = (data: unknown): SafeHtml =>
  trusted(`<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`);

/**
 * The tab's icon: the help center's logo when it has one and anyone may load it (a protected
 * site's logo answers only after the password), else the product's.
 */
function favicon(site: HelpCenterSite, base: string): SafeHtml {
  if (site.center.logoKey && !isProtected(site.center))
    return html`<link rel="icon" href="${rootBase(site, base)}/logo">`;
  return html`<link rel="icon" href="/favicon.ico" sizes="48x48">
<link rel="icon" href="/icons/logo.svg" type="image/svg+xml">`;
}

export function document(
  site: HelpCenterSite,
  parts: {
    title: string;
    robots: string;
    /** Where the page's links start (a locale's pages under its prefix). */
    base: string;
    head?: SafeHtml;
    body: SafeHtml;
    description?: string | null;
    /** The footer's language links (an article's own translations); default: each language's home. */
    languages?: LanguageLink[];
    /** The locale the page is written in (`<html lang>`), when not the site's: an article's own. */
    pageLanguage?: string;
  },
): string {
  const lang = parts.pageLanguage ?? site.center.language;
  // Search engines show it under the title; a help center without its own still gets a sentence.
  const description =
    parts.description || site.center.description || siteTexts(lang).defaultDescription(site.center.name);
  return html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${parts.title}</title>
<meta name="robots" content="${parts.robots}">
${description ? html`<meta name="description" content="${description}">` : ''}
${favicon(site, parts.base)}${parts.head ?? ''}
<style>${trusted(PAGE_CSS)}${trusted(themeCss(site))}${trusted(SITE_CSS)}</style>
${customCssStyle(site)}
</head>
<body>
${parts.body}
${footer(site, siteTexts(lang), parts.languages ?? languageLinks(site, parts.base))}
<script>${trusted(PAGE_SCRIPT)}</script>
</body>
</html>
`.value;
}
