import { themeCss } from '../help-center-site/layout';
import type { HelpCenterSite, SiteArticle } from '../help-center-site/loadSite';
import { articlePath } from '../help-center-site/paths';
import { SITE_CSS } from '../help-center-site/siteCss';
import { html, type SafeHtml, trusted } from '../public-pages/html';
import { PAGE_CSS } from '../public-pages/styles';
import { PANEL_SCRIPT } from './frameScripts';
import { widgetTexts } from './texts';

/** How many articles the panel offers before the reader types. */
const STARTERS = 6;

/** The panel's own layout on top of the help center's styles: one column filling its frame. */
const PANEL_CSS = `
body.w{margin:0;min-height:100vh;display:flex;flex-direction:column}
.w-top{display:flex;align-items:center;justify-content:space-between;gap:.5rem;padding:.75rem 1rem;background:var(--hc-primary);color:var(--hc-on-primary)}
.w-top h1{font-size:1.05rem;margin:0}
.w-close{background:transparent;border:0;color:inherit;font:inherit;font-size:1.5rem;line-height:1;cursor:pointer;padding:.25rem .5rem;border-radius:.4rem}
.w-close:focus-visible{outline:2px solid currentColor}
.w-body{flex:1;padding:1rem;overflow:auto}
.w-body .hc-search{margin:0 0 1rem;max-width:none}
.w-body h2{font-size:.95rem;margin:.5rem 0}
.w-list{list-style:none;padding:0;margin:0}.w-list li{border-bottom:1px solid var(--line)}
.w-list a{display:block;padding:.6rem 0;color:var(--hc-link);text-decoration:none;font-weight:600}
.w-list a:hover{text-decoration:underline}
.w-body .hc-results li{padding:.6rem 0}.w-body .hc-results p{margin:.25rem 0 0;font-size:.875rem}
.w-note{color:var(--muted)}
.w-foot{padding:.75rem 1rem;border-top:1px solid var(--line);font-size:.875rem;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.w-foot a{color:var(--hc-link)}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

export type PanelInput = {
  site: HelpCenterSite;
  base: string;
  /** Articles the admin's rules suggest for the host page's address, first. */
  suggested: SiteArticle[];
  query: string;
  aiAnswers: boolean;
};

/** The address an article opens at inside the panel: its embed view, marked as the widget's. */
export const panelArticlePath = (base: string, article: Pick<SiteArticle, 'id' | 'title'>) =>
  `${articlePath(base, article)}?embed=1&widget=1`;

const list = (base: string, articles: readonly SiteArticle[]): SafeHtml =>
  html`<ul class="w-list">${articles.map(
    (article) => html`<li><a href="${panelArticlePath(base, article)}">${article.title}</a></li>`,
  )}</ul>`;

/**
 * The widget's panel (`…/widget`), served into the host page's iframe: a dialog with the help
 * center's search, the suggested or most read articles, and links to the full help center and its
 * AI answers. Its text is in the first HTML; the script adds only search as one types.
 */
export function renderPanelPage(input: PanelInput): string {
  const { site, base, suggested, query } = input;
  const texts = widgetTexts(site.center.language);
  const byId = new Map(site.articles.map((article) => [article.id, article]));
  const popular = (site.mostRead.length ? site.mostRead.map((id) => byId.get(id)) : site.articles)
    .filter((article): article is SiteArticle => article !== undefined)
    .filter((article) => !suggested.includes(article))
    .slice(0, STARTERS);
  return html`<!doctype html>
<html lang="${site.center.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${texts.panelTitle} – ${site.center.name}</title>
<style>${trusted(PAGE_CSS)}${trusted(themeCss(site))}${trusted(SITE_CSS)}${trusted(PANEL_CSS)}</style>
</head>
<body class="w" data-base="${base}" data-none="${texts.noResults}" data-too-many="${texts.tooMany}">
<div role="dialog" aria-modal="true" aria-labelledby="w-title" style="display:contents">
<div class="w-top"><h1 id="w-title">${site.center.name}</h1><button type="button" class="w-close" id="w-close" aria-label="${texts.close}">×</button></div>
<div class="w-body">
<form class="hc-search" id="w-form" role="search" action="${base}/search" target="_blank"><label class="sr" for="w-q">${texts.search}</label><input id="w-q" type="search" name="q" value="${query}" placeholder="${texts.searchPlaceholder}" autocomplete="off"></form>
<div id="w-results" aria-live="polite"></div>
<div id="w-start">
${suggested.length ? html`<h2>${texts.suggested}</h2>${list(base, suggested)}` : ''}
${popular.length ? html`<h2>${texts.popular}</h2>${list(base, popular)}` : ''}
</div>
</div>
<div class="w-foot"><a href="${base || '/'}" target="_blank" rel="noopener">${texts.openHelpCenter}</a>${
    input.aiAnswers ? html`<a href="${base}/answer" target="_blank" rel="noopener">${texts.askAi}</a>` : ''
  }</div>
</div>
<script>${trusted(PANEL_SCRIPT)}</script>
</body>
</html>
`.value;
}
