import type { HelpCenterGroups, PlaceRequest } from '@support/shared';
import { type DropPosition, descendantIds, placeBeside } from './tree';

/** What a row was dropped on: a group's or an article's row, the top-level area, or the unassigned list. */
export type DropTarget = { kind: 'group' | 'article'; id: string } | 'root' | 'unassigned';

const byOrder = (a: { sortOrder: number }, b: { sortOrder: number }) => a.sortOrder - b.sortOrder;

/**
 * Where a dropped group goes, as one placement: into a group (last), before or after a group, or to
 * the top level (last). Null when the drop changes nothing; 'intoDescendant' when it is below itself.
 */
export function groupPlacement(
  all: HelpCenterGroups,
  groupId: string,
  target: DropTarget,
  position: DropPosition,
): PlaceRequest | 'intoDescendant' | null {
  const moving = all.groups.find((group) => group.id === groupId);
  if (!moving || target === 'unassigned') return null;
  const siblingsUnder = (parentId: string | null) =>
    all.groups.filter((group) => group.parentId === parentId && group.id !== groupId).sort(byOrder);
  const place = (parentId: string | null, index: number): PlaceRequest => ({
    kind: 'group',
    id: groupId,
    parentId,
    index,
  });
  if (target === 'root') return moving.parentId === null ? null : place(null, siblingsUnder(null).length);
  const targetGroup =
    target.kind === 'group'
      ? all.groups.find((group) => group.id === target.id)
      : all.groups.find(
          (group) =>
            group.id ===
            all.articles.find((article) => article.id === target.id)?.publicKnowledgeBaseArticleGroupId,
        );
  if (!targetGroup) return null;
  const into = position === 'inside' || target.kind === 'article';
  const parentId = into ? targetGroup.id : targetGroup.parentId;
  if (parentId && descendantIds(all.groups, groupId).has(parentId)) return 'intoDescendant';
  const siblings = siblingsUnder(parentId);
  if (into) return moving.parentId === parentId ? null : place(parentId, siblings.length);
  const order = placeBeside(
    siblings.map((group) => group.id),
    groupId,
    targetGroup.id,
    position === 'before' ? 'before' : 'after',
  );
  const index = order.indexOf(groupId);
  const stays =
    moving.parentId === parentId &&
    indexNow(all.groups, groupId, (group) => group.parentId === parentId) === index;
  return stays ? null : place(parentId, index);
}

/**
 * Where a dropped article goes, as one placement: into a group (last), before or after an article
 * of a group, or out of its group. Null when the drop changes nothing.
 */
export function articlePlacement(
  all: HelpCenterGroups,
  articleId: string,
  target: DropTarget,
  position: DropPosition,
): PlaceRequest | null {
  const moving = all.articles.find((article) => article.id === articleId);
  if (!moving || target === 'root') return null;
  const current = moving.publicKnowledgeBaseArticleGroupId;
  const outOfGroup = (): PlaceRequest | null =>
    current ? { kind: 'article', id: articleId, parentId: null, index: 0 } : null;
  if (target === 'unassigned') return outOfGroup();
  const articlesIn = (groupId: string) =>
    all.articles
      .filter((article) => article.publicKnowledgeBaseArticleGroupId === groupId && article.id !== articleId)
      .sort(byOrder);
  if (target.kind === 'group') {
    if (current === target.id) return null;
    return { kind: 'article', id: articleId, parentId: target.id, index: articlesIn(target.id).length };
  }
  const groupId = all.articles.find((article) => article.id === target.id)?.publicKnowledgeBaseArticleGroupId;
  // Dropped among the unassigned articles: out of its group.
  if (!groupId) return outOfGroup();
  const order = placeBeside(
    articlesIn(groupId).map((article) => article.id),
    articleId,
    target.id,
    position === 'before' ? 'before' : 'after',
  );
  const index = order.indexOf(articleId);
  const stays =
    current === groupId &&
    indexNow(all.articles, articleId, (article) => article.publicKnowledgeBaseArticleGroupId === groupId) ===
      index;
  if (stays) return null;
  return { kind: 'article', id: articleId, parentId: groupId, index };
}

/** Where an item stands now among the items of its parent, in their order. */
function indexNow<T extends { id: string; sortOrder: number }>(
  items: T[],
  id: string,
  inSameParent: (item: T) => boolean,
) {
  return items
    .filter(inSameParent)
    .sort(byOrder)
    .findIndex((item) => item.id === id);
}
