// Which rows of a list are selected, by id: kept across pages (a selection may span them), cleared
// when the list's query changes or after a bulk action.
import { useCallback, useMemo, useState } from 'react';

export function useRowSelection(pageIds: readonly string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const onPage = pageIds.filter((id) => selected.has(id)).length;
  const pageState: boolean | 'mixed' = onPage === 0 ? false : onPage === pageIds.length ? true : 'mixed';
  const togglePage = useCallback(
    () =>
      setSelected((current) => {
        const next = new Set(current);
        const all = pageIds.every((id) => next.has(id));
        for (const id of pageIds) {
          if (all) next.delete(id);
          else next.add(id);
        }
        return next;
      }),
    [pageIds],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  return useMemo(
    () => ({ selected, toggle, togglePage, pageState, clear }),
    [selected, toggle, togglePage, pageState, clear],
  );
}

export type RowSelection = ReturnType<typeof useRowSelection>;
