/**
 * The list's selection as a pure rule: a click toggles one row; a shift-click sets every row from
 * the last clicked one to this one to what this row becomes (as file managers and mail do).
 */
export function toggleInSelection(
  selected: ReadonlySet<string>,
  ordered: readonly string[],
  id: string,
  anchor: string | null,
  range: boolean,
): Set<string> {
  const next = new Set(selected);
  const select = !selected.has(id);
  const from = anchor === null ? -1 : ordered.indexOf(anchor);
  const to = ordered.indexOf(id);
  const ids =
    range && from >= 0 && to >= 0 ? ordered.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
  for (const each of ids) {
    if (select) next.add(each);
    else next.delete(each);
  }
  return next;
}
