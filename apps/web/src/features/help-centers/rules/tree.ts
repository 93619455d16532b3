import type { GroupArticle, PublicGroup } from '@support/shared';

/** Spec 02 §4 "Article groups": top 30 % of the target before, bottom 30 % after, middle 40 % inside. */
export type DropPosition = 'before' | 'inside' | 'after';

export function dropPosition(ratio: number, canNest: boolean): DropPosition {
  if (!canNest) return ratio < 0.5 ? 'before' : 'after';
  if (ratio < 0.3) return 'before';
  if (ratio > 0.7) return 'after';
  return 'inside';
}

export type TreeNode = { group: PublicGroup; depth: number; articles: GroupArticle[]; children: TreeNode[] };

/** The groups as a tree, siblings and articles in their order. */
export function buildTree(groups: PublicGroup[], articles: GroupArticle[]): TreeNode[] {
  const byParent = new Map<string | null, PublicGroup[]>();
  for (const group of groups) byParent.set(group.parentId, [...(byParent.get(group.parentId) ?? []), group]);
  const articlesOf = (groupId: string) =>
    articles
      .filter((article) => article.publicKnowledgeBaseArticleGroupId === groupId)
      .sort((a, b) => a.sortOrder - b.sortOrder);
  const build = (parentId: string | null, depth: number): TreeNode[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((group) => ({
        group,
        depth,
        articles: articlesOf(group.id),
        children: build(group.id, depth + 1),
      }));
  return build(null, 0);
}

/** The group's id and every id below it: a group never moves there. */
export function descendantIds(groups: PublicGroup[], id: string): Set<string> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const group of groups) {
      if (group.parentId && found.has(group.parentId) && !found.has(group.id)) {
        found.add(group.id);
        grew = true;
      }
    }
  }
  return found;
}

/** Spec 02 §5: names compare trimmed and ignoring case, among the same parent's groups. */
export function nameTaken(
  groups: PublicGroup[],
  parentId: string | null,
  name: string,
  exceptId?: string,
): boolean {
  const wanted = name.trim().toLocaleLowerCase();
  return groups.some(
    (group) =>
      group.parentId === parentId &&
      group.id !== exceptId &&
      group.name.trim().toLocaleLowerCase() === wanted,
  );
}

/** `ids` with `moved` placed before or after `target` (removed from where it was). */
export function placeBeside(
  ids: string[],
  moved: string,
  target: string,
  position: 'before' | 'after',
): string[] {
  const rest = ids.filter((id) => id !== moved);
  const at = rest.indexOf(target);
  if (at < 0) return [...rest, moved];
  rest.splice(position === 'before' ? at : at + 1, 0, moved);
  return rest;
}
