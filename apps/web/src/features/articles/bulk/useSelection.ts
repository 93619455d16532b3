import { useCallback, useRef, useState } from 'react';
import { toggleInSelection } from './selection';

/** The rows selected on the list, in the order the list shows them; cleared by the caller. */
export function useSelection(ordered: readonly string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const anchor = useRef<string | null>(null);
  const toggle = useCallback(
    (id: string, range: boolean) => {
      // Read now: the updater runs later, after the anchor has moved to this row.
      const from = anchor.current;
      setSelected((current) => toggleInSelection(current, ordered, id, from, range));
      anchor.current = id;
    },
    [ordered],
  );
  const replace = useCallback((ids: Iterable<string>) => {
    setSelected(new Set(ids));
    anchor.current = null;
  }, []);
  const remove = useCallback((ids: Iterable<string>) => {
    const gone = new Set(ids);
    setSelected((current) => new Set([...current].filter((id) => !gone.has(id))));
  }, []);
  return { selected, toggle, replace, remove, clear: useCallback(() => replace([]), [replace]) };
}
export type Selection = ReturnType<typeof useSelection>;
