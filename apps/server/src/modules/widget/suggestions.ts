import type { HelpCenterSite, SiteArticle } from '../help-center-site/loadSite';
import type { SiteTree } from '../help-center-site/tree';

/** How many suggested articles the panel lists at most. */
export const MAX_SUGGESTED = 8;

/**
 * The articles the help center's rules suggest for a host page's path, in rule order (issue 50,
 * contextual suggestions). No rules are stored yet: nothing is suggested and the panel opens on
 * the most read articles.
 */
export function suggestedArticles(_site: HelpCenterSite, _tree: SiteTree, _path: string): SiteArticle[] {
  return [];
}
