import { html } from '../public-pages/html';
import { isProtected } from './access';
import { header, icon } from './chrome';
import { breadcrumbJsonLd, breadcrumbs, type Crumb, document } from './layout';
import type { HelpCenterSite, SiteArticle, SiteGroup } from './loadSite';
import { shownLanguage } from './locales';
import { articlePath, groupPath } from './paths';
import { siteTexts } from './texts';
import { countArticles, type SiteTree } from './tree';

/** An article's first paragraph in the language its page shows it in, as stored with its render. */
export function excerptOf(site: HelpCenterSite, article: SiteArticle): string {
  const excerpts = site.excerpts.get(article.id);
  return excerpts?.[shownLanguage(site, article)] ?? excerpts?.[article.language] ?? '';
}

/**
 * A group's page (issue 47): its description, its sub-groups as cards (with their article counts),
 * then its own articles, each with its first lines, under breadcrumbs.
 */
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
  const body = html`${header(site, base, texts)}
<main class="hc-wide hc-page" id="main">
${breadcrumbs(crumbs, texts.breadcrumbs)}
<h1 class="title">${group.name}</h1>
${group.description ? html`<p class="hc-lead">${group.description}</p>` : ''}<p class="meta">${texts.articleCount(countArticles(tree, group.id))}</p>
${
  children.length
    ? html`<section aria-labelledby="hc-sections"><h2 class="sr-only" id="hc-sections">${texts.sections}</h2><ul class="hc-cards">${children.map(
        (child) =>
          html`<li class="hc-card"><span class="hc-card-icon">${icon(child.icon ?? 'book', '')}</span><h3><a href="${groupPath(base, child)}">${child.name}</a></h3>${
            child.description ? html`<p>${child.description}</p>` : ''
          }<p class="hc-count">${texts.articleCount(countArticles(tree, child.id))}</p></li>`,
      )}</ul></section>`
    : ''
}
${
  articles.length
    ? html`<section class="hc-narrow" aria-labelledby="hc-group-articles"><h2 class="${children.length ? 'hc-subtitle' : 'sr-only'}" id="hc-group-articles">${texts.articles}</h2><ul class="hc-entries">${articles.map(
        (item) => {
          const excerpt = excerptOf(site, item);
          return html`<li><a href="${articlePath(base, item)}"><strong>${item.title}</strong>${excerpt ? html`<span>${excerpt}</span>` : ''}</a></li>`;
        },
      )}</ul></section>`
    : ''
}
</main>`;
  return document(site, {
    base,
    title: `${group.name} – ${site.center.name}`,
    robots: isProtected(site.center) ? 'noindex, nofollow' : 'index, follow',
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
<main class="wrap hc-page" id="main">
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
