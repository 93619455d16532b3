import type { PublicGroup } from '@support/shared';

/** A help center's groups in tree order, each named with its parents ("Setup › Accounts"). */
export function groupChoices(groups: readonly PublicGroup[]): Array<{ id: string; label: string }> {
  const children = new Map<string | null, PublicGroup[]>();
  for (const group of groups) {
    const siblings = children.get(group.parentId) ?? [];
    siblings.push(group);
    children.set(group.parentId, siblings);
  }
  const choices: Array<{ id: string; label: string }> = [];
  const walk = (parentId: string | null, path: string[], seen: Set<string>) => {
    const siblings = [...(children.get(parentId) ?? [])].sort((a, b) => a.sortOrder - b.sortOrder);
    for (const group of siblings) {
      if (seen.has(group.id)) continue;
      const label = [...path, group.name];
      choices.push({ id: group.id, label: label.join(' › ') });
      walk(group.id, label, new Set([...seen, group.id]));
    }
  };
  walk(null, [], new Set());
  return choices;
}
