import { html } from '../public-pages/html';
import { breadcrumbJsonLd, breadcrumbs, type Crumb, document, header } from './layout';
import type { HelpCenterSite, SiteGroup } from './loadSite';
import { articlePath, groupPath } from './paths';
import { siteTexts } from './texts';
import type { SiteTree } from './tree';

/** A group's page: its articles, then its subgroups with theirs, under breadcrumbs. */
export function renderGroupPage(input: {
  site: HelpCenterSite;
  tree: SiteTree;
  group: SiteGroup;
  base: string;
  origin: string;
}): string {
  const { site, tree, group, base, origin } = input;
  const texts = siteTexts(site.center.language);
  const crumbs: Crumb[] = [
    { name: texts.home, href: base || '/' },
    ...tree
      .path(group.id)
      .slice(0, -1)
      .map((parent) => ({ name: parent.name, href: groupPath(base, parent) })),
    { name: group.name },
  ];
  const url = `${origin}${groupPath(base, group)}`;
  const articles = tree.articlesIn(group.id);
  const children = tree.children(group.id);
  const list = (items: typeof articles) =>
    html`<ul class="hc-list">${items.map((item) => html`<li><a href="${articlePath(base, item)}">${item.title}</a></li>`)}</ul>`;
  const body = html`${header(site, base, texts)}
<main class="wrap" id="main">
${breadcrumbs(crumbs, texts.breadcrumbs)}
<h1 class="title">${group.name}</h1>
<p class="meta">${texts.articleCount(articles.length)}</p>
${articles.length ? list(articles) : ''}
${children.map(
  (child) =>
    html`<section><h2><a href="${groupPath(base, child)}">${child.name}</a></h2>${list(tree.articlesIn(child.id))}</section>`,
)}
</main>`;
  return document(site, {
    base,
    title: `${group.name} – ${site.center.name}`,
    robots: site.center.authenticationType === 'PASSWORD' ? 'noindex, nofollow' : 'index, follow',
    head: html`
<link rel="canonical" href="${url}">
${breadcrumbJsonLd(crumbs, origin, url)}`,
    body,
  });
}

/** The help center's own 404: its colours and header, and the way back to its home page. */
export function renderSiteNotFoundPage(site: HelpCenterSite, base: string): string {
  const texts = siteTexts(site.center.language);
  const body = html`${header(site, base, texts)}
<main class="wrap" id="main">
<h1 class="title">${texts.notFoundTitle}</h1>
<p class="meta">${texts.notFoundText}</p>
<p><a class="hc-button" href="${base || '/'}">${texts.backToHelpCenter}</a></p>
</main>`;
  return document(site, {
    base,
    title: `${texts.notFoundTitle} – ${site.center.name}`,
    robots: 'noindex',
    body,
  });
}
