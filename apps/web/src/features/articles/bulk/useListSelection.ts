import { BULK_ARTICLES_MAX } from '@support/shared';
import { useEffect, useMemo, useState } from 'react';
import * as api from '../api';
import type { ArticlePageFilters } from '../queries';
import { useSelection } from './useSelection';

/**
 * The list screen's selection: rows by click and shift-click, and "select all" meaning every
 * article the filters match, also those not loaded yet (their ids in one request, at most 500).
 * A change of filters starts over: a selection is of the list as it is shown.
 */
export function useListSelection(loadedIds: string[], total: number, filters: ArticlePageFilters) {
  const selection = useSelection(loadedIds);
  const [selectingAll, setSelectingAll] = useState(false);
  const [capped, setCapped] = useState(false);
  const { clear } = selection;
  const filterKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters' value is what counts
  useEffect(() => {
    clear();
    setCapped(false);
  }, [filterKey, clear]);

  const count = selection.selected.size;
  const reachable = Math.min(total, BULK_ARTICLES_MAX);
  const allSelected = count > 0 && count >= reachable;
  const selectAll = async () => {
    setCapped(false);
    if (allSelected) return clear();
    if (loadedIds.length >= total) return selection.replace(loadedIds);
    setSelectingAll(true);
    try {
      const matching = await api.fetchMatchingIds({
        q: filters.q.trim() || undefined,
        tagId: filters.tagId ?? undefined,
        show: filters.show === 'all' ? undefined : filters.show,
      });
      selection.replace(matching.ids);
      setCapped(matching.total > matching.ids.length);
    } finally {
      setSelectingAll(false);
    }
  };
  // In the list's order (a group takes them in this order); ids not loaded keep theirs, after.
  const ids = useMemo(() => {
    const position = new Map(loadedIds.map((id, index) => [id, index]));
    const last = loadedIds.length;
    return [...selection.selected].sort((a, b) => (position.get(a) ?? last) - (position.get(b) ?? last));
  }, [selection.selected, loadedIds]);
  return { ...selection, ids, count, allSelected, selectAll, selectingAll, capped };
}
