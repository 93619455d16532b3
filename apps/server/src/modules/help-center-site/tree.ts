import type { HelpCenterSite, SiteArticle, SiteGroup } from './loadSite';

/**
 * The group tree of a help center as its pages walk it. Groups with no published article anywhere
 * below them are left out of every page: a reader could open them and find nothing.
 */
export type SiteTree = {
  /** The shown groups under a parent (null: the top level), in their order. */
  children(parentId: string | null): SiteGroup[];
  /** The published articles directly in a group, in their order. */
  articlesIn(groupId: string): SiteArticle[];
  /** A shown group by id; undefined for an unknown or empty one. */
  group(id: string): SiteGroup | undefined;
  /** The groups from the top level down to `groupId`, itself included. */
  path(groupId: string): SiteGroup[];
  /** Every shown group. */
  shown(): SiteGroup[];
};

export function siteTree(site: HelpCenterSite): SiteTree {
  const byParent = new Map<string | null, SiteGroup[]>();
  for (const group of site.groups)
    byParent.set(group.parentId, [...(byParent.get(group.parentId) ?? []), group]);
  const byGroup = new Map<string, SiteArticle[]>();
  for (const article of site.articles)
    byGroup.set(article.groupId, [...(byGroup.get(article.groupId) ?? []), article]);
  const byId = new Map(site.groups.map((group) => [group.id, group]));

  const content = new Map<string, boolean>();
  const hasContent = (groupId: string, seen = new Set<string>()): boolean => {
    const known = content.get(groupId);
    if (known !== undefined) return known;
    // A cycle cannot be stored (moves check for it), but a page must not loop if one ever were.
    if (seen.has(groupId)) return false;
    seen.add(groupId);
    const result =
      (byGroup.get(groupId)?.length ?? 0) > 0 ||
      (byParent.get(groupId) ?? []).some((child) => hasContent(child.id, seen));
    content.set(groupId, result);
    return result;
  };
  const shownGroup = (id: string) => {
    const group = byId.get(id);
    return group && hasContent(id) ? group : undefined;
  };
  return {
    children: (parentId) => (byParent.get(parentId) ?? []).filter((group) => hasContent(group.id)),
    articlesIn: (groupId) => byGroup.get(groupId) ?? [],
    group: shownGroup,
    path(groupId) {
      const path: SiteGroup[] = [];
      for (let group = byId.get(groupId); group && path.length < 64; group = byId.get(group.parentId ?? '')) {
        path.unshift(group);
        if (!group.parentId) break;
      }
      return path;
    },
    shown: () => site.groups.filter((group) => hasContent(group.id)),
  };
}

/** The articles of a group and of every group below it (a card's and a group page's count). */
export function countArticles(tree: SiteTree, groupId: string, depth = 0): number {
  if (depth > 64) return 0;
  return (
    tree.articlesIn(groupId).length +
    tree.children(groupId).reduce((sum, child) => sum + countArticles(tree, child.id, depth + 1), 0)
  );
}
