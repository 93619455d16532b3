/** Pure rules of the group tree (spec 02 §4 "Article groups", §5 group names). */

export type TreeGroup = { id: string; parentId: string | null; name: string; sortOrder: number };

/** The group's id and the ids of every group below it. */
export function subtreeIds(groups: TreeGroup[], rootId: string): Set<string> {
  const children = new Map<string | null, string[]>();
  for (const group of groups)
    children.set(group.parentId, [...(children.get(group.parentId) ?? []), group.id]);
  const found = new Set<string>();
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return found;
}

/** Names compare as a reader would: trimmed, ignoring case (and the locale's case rules). */
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Whether a sibling under `parentId` (other than `exceptId`) already has this name. */
export function nameTaken(
  groups: TreeGroup[],
  parentId: string | null,
  name: string,
  exceptId?: string,
): boolean {
  return groups.some(
    (group) => group.parentId === parentId && group.id !== exceptId && sameName(group.name, name),
  );
}

/**
 * A new order for the children of one parent: the groups given first, in the order asked for, then
 * the others in their current order. Every position is rewritten 0..n.
 */
export function reorder<T extends { id: string; sortOrder: number }>(
  siblings: T[],
  asked: { id: string; sortOrder: number }[],
): { id: string; sortOrder: number }[] {
  const wanted = new Map(asked.map((entry) => [entry.id, entry.sortOrder]));
  return [...siblings]
    .sort((a, b) => {
      const aw = wanted.get(a.id);
      const bw = wanted.get(b.id);
      if (aw !== undefined && bw !== undefined) return aw - bw || a.sortOrder - b.sortOrder;
      if (aw !== undefined) return -1;
      if (bw !== undefined) return 1;
      return a.sortOrder - b.sortOrder;
    })
    .map((sibling, index) => ({ id: sibling.id, sortOrder: index }));
}
