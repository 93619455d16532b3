import { LINK_ICON_SVG, readableOn } from '@support/shared';
import { html, type SafeHtml, trusted } from '../public-site/html';
import { PAGE_CSS } from '../public-site/styles';
import type { HelpCenterSite, SiteArticle, SiteGroup } from './loadSite';
import { siteTexts } from './texts';

/** The help center's colours; text on the primary colour is black or white, whichever reads. */
function themeCss(site: HelpCenterSite): string {
  const { primaryColor, backgroundColor, textColor } = site.center;
  // Only #rgb/#rrggbb reach the database (the settings schema): safe inside a style element.
  return `:root{--hc-primary:${primaryColor};--hc-on-primary:${readableOn(primaryColor)};--hc-bg:${backgroundColor};--hc-fg:${textColor}}
.hc-top{background:var(--hc-bg);color:var(--hc-fg)}
.hc-top .wrap{display:flex;align-items:center;justify-content:space-between;gap:1rem;min-height:3.5rem;flex-wrap:wrap}
.hc-top a{color:inherit}
.hc-brand{display:flex;align-items:center;gap:.6rem;font-weight:600;text-decoration:none}
.hc-brand img{max-height:2.25rem;max-width:12rem;object-fit:contain}
.hc-hero{background:var(--hc-bg);color:var(--hc-fg);padding:2.5rem 0 3rem;text-align:center}
.hc-hero h1{margin:0 0 .5rem;font-size:clamp(1.6rem,4vw,2.2rem);line-height:1.2}
.hc-hero p{margin:0;opacity:.85}
.hc-links{display:grid;grid-template-columns:repeat(auto-fill,minmax(13rem,1fr));gap:.75rem;list-style:none;padding:0;margin:0 0 2.5rem}
.hc-links a{display:block;padding:.9rem 1rem;border:1px solid var(--line);border-radius:.75rem;text-decoration:none;color:var(--fg)}
.hc-links a:hover{border-color:var(--hc-primary)}
.hc-links strong{display:block;color:var(--hc-primary)}
.hc-icon{width:1.25rem;height:1.25rem;color:var(--hc-primary);margin-bottom:.35rem}
.hc-links span{font-size:.875rem;color:var(--muted)}
.hc-groups{list-style:none;padding:0;margin:0}
.hc-groups ul{list-style:none;padding-left:1.25rem;margin:.25rem 0 .75rem}
.hc-groups h2,.hc-groups h3{margin:1.5rem 0 .5rem;font-size:1.2rem}
.hc-groups h3{font-size:1.05rem}
.hc-groups a{display:inline-block;padding:.2rem 0;color:var(--fg);text-underline-offset:.2em}
.hc-groups a:hover{color:var(--hc-primary)}
.hc-button{background:var(--hc-primary);color:var(--hc-on-primary);border:0;border-radius:.6rem;padding:.7rem 1.2rem;font:inherit;font-weight:600;cursor:pointer}
.hc-field{display:block;width:100%;padding:.65rem .8rem;margin:.35rem 0 1rem;border:1px solid var(--line);border-radius:.6rem;font:inherit;background:var(--bg);color:var(--fg)}
.hc-error{color:#b91c1c;font-weight:600}`;
}

function header(
  site: HelpCenterSite,
  base: string,
  texts: ReturnType<typeof siteTexts>,
  withLogo = true,
): SafeHtml {
  const { center } = site;
  return html`<header class="hc-top"><div class="wrap">
<a class="hc-brand" href="${base}">${
    center.logoKey && withLogo
      ? html`<img src="${base}/logo" alt="${center.name}">`
      : html`<span>${center.name}</span>`
  }</a>
${center.backToHomepageUrl ? html`<a href="${center.backToHomepageUrl}" rel="noopener">${texts.backToHomepage}</a>` : ''}
</div></header>`;
}

function document(site: HelpCenterSite, title: string, body: SafeHtml, robots: string): string {
  const lang = site.center.language;
  return html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="robots" content="${robots}">
${site.center.description ? html`<meta name="description" content="${site.center.description}">` : ''}
<style>${PAGE_CSS}${themeCss(site)}</style>
</head>
<body>
${body}
</body>
</html>
`.value;
}

function groupTree(site: HelpCenterSite): SafeHtml {
  const byParent = new Map<string | null, SiteGroup[]>();
  for (const group of site.groups)
    byParent.set(group.parentId, [...(byParent.get(group.parentId) ?? []), group]);
  const articlesIn = (groupId: string): SiteArticle[] =>
    site.articles.filter((article) => article.groupId === groupId);
  // Groups with no published article anywhere below them are left out: a reader cannot open them.
  const hasContent = (groupId: string): boolean =>
    articlesIn(groupId).length > 0 || (byParent.get(groupId) ?? []).some((child) => hasContent(child.id));
  const branch = (parentId: string | null, depth: number): SafeHtml =>
    html`${(byParent.get(parentId) ?? [])
      .filter((group) => hasContent(group.id))
      .map(
        (group) => html`<li>${depth === 0 ? html`<h2>${group.name}</h2>` : html`<h3>${group.name}</h3>`}
<ul>${articlesIn(group.id).map(
          (article) => html`<li><a href="/shared/${article.sharingId}">${article.title}</a></li>`,
        )}${branch(group.id, depth + 1)}</ul></li>`,
      )}`;
  return html`<ul class="hc-groups">${branch(null, 0)}</ul>`;
}

/** A quick link's icon, drawn inline (no request, no script); the markup is this repository's own. */
const icon = (name: keyof typeof LINK_ICON_SVG): SafeHtml =>
  trusted(
    `<svg class="hc-icon" aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${LINK_ICON_SVG[name]}</svg>`,
  );

/** The home page: brand header, headline, quick links and the table of contents. */
export function renderHomePage(site: HelpCenterSite, base: string): string {
  const texts = siteTexts(site.center.language);
  const body = html`${header(site, base, texts)}
<section class="hc-hero"><div class="wrap"><h1>${texts.headline}</h1>${
    site.center.description ? html`<p>${site.center.description}</p>` : ''
  }</div></section>
<main class="wrap">
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
${site.articles.length ? groupTree(site) : html`<p class="meta">${texts.noArticles}</p>`}
</main>`;
  return document(site, site.center.name, body, 'index, follow');
}

/** The password page of a protected help center: it names the site and nothing it holds. */
export function renderPasswordPage(
  site: HelpCenterSite,
  base: string,
  problem: 'wrong' | 'tooMany' | null,
): string {
  const texts = siteTexts(site.center.language);
  // The logo is behind the password too, like everything of the site: the name stands in for it.
  const body = html`${header(site, base, texts, false)}
<main class="wrap">
<h1 class="title">${texts.protectedTitle}</h1>
<p class="meta">${texts.protectedText}</p>
${problem ? html`<p class="hc-error" role="alert">${problem === 'wrong' ? texts.wrongPassword : texts.tooManyAttempts}</p>` : ''}
<form method="post" action="${base}/access">
<label for="password">${texts.password}</label>
<input class="hc-field" id="password" name="password" type="password" autocomplete="current-password" required autofocus>
<button class="hc-button" type="submit">${texts.enter}</button>
</form>
</main>`;
  return document(site, site.center.name, body, 'noindex, nofollow');
}
