// Which of a list's columns step aside so its row fits the width the list has: a row wider than
// its space put the row actions off screen (the orders list at 1366 px, every list at 800 px).
import { useLayoutEffect, useRef, useState } from 'react';

export type FittingColumn = {
  key: string;
  /** 1 always shows; 2 and 3 may step aside, 3 first. */
  priority: number;
  /** Shown whatever the width: its sort or filter is in use, and it must stay visible. */
  kept: boolean;
};

/**
 * The columns to leave out so the row fits `available` px: `widths` are each column's narrowest
 * (in order), `rest` the width of the rest of the row (its actions). Lowest priority first, and
 * among equals the rightmost first; never a priority-1 or kept column.
 */
export function columnsToStepAside(
  columns: readonly FittingColumn[],
  widths: readonly number[],
  rest: number,
  available: number,
): Set<string> {
  let total = widths.reduce((sum, width) => sum + width, rest);
  const candidates = columns
    .map((column, index) => ({ ...column, index }))
    .filter((column) => column.priority > 1 && !column.kept)
    .sort((a, b) => b.priority - a.priority || b.index - a.index);
  const aside = new Set<string>();
  for (const column of candidates) {
    // Half a pixel of slack: widths are fractional.
    if (total <= available + 0.5) break;
    aside.add(column.key);
    total -= widths[column.index] ?? 0;
  }
  return aside;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Measures the table with every column at its narrowest (the browser's min-content widths: its
 * longest word, its filter box) and leaves out what does not fit the wrapper; again whenever the
 * wrapper's width, the rows (`content`) or the columns change. Both renders happen before the
 * browser paints, so no overflowing row is ever shown. `leadingCells`: cells before the columns
 * (the selection's), counted with the row actions as the rest of the row.
 */
export function useFittingColumns(columns: readonly FittingColumn[], content: unknown, leadingCells = 0) {
  const wrapRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [width, setWidth] = useState(0);
  // null: every column is shown, to be measured.
  const [steppedAside, setSteppedAside] = useState<ReadonlySet<string> | null>(null);
  const signature = columns.map(({ key, priority, kept }) => `${key}:${priority}:${kept}`).join();
  const measured = useRef<{ width: number; content: unknown; signature: string } | null>(null);

  useLayoutEffect(() => {
    const wrap = wrapRef.current;
    if (!wrap) return;
    const observer = new ResizeObserver(() => setWidth(wrap.clientWidth));
    observer.observe(wrap);
    return () => observer.disconnect();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `width` changing is what measures again after a resize.
  useLayoutEffect(() => {
    const wrap = wrapRef.current;
    const row = tableRef.current?.tHead?.rows[0];
    if (!wrap || !row) return;
    const now = { width: wrap.clientWidth, content, signature };
    const last = measured.current;
    if (steppedAside !== null) {
      const same = last?.width === now.width && last.content === content && last.signature === signature;
      if (!same) setSteppedAside(null);
      return;
    }
    const table = tableRef.current!;
    table.style.width = '0';
    const cells = [...row.cells].map((cell) => cell.getBoundingClientRect().width);
    table.style.width = '';
    const widths = cells.slice(leadingCells, leadingCells + columns.length);
    const rest = [...cells.slice(0, leadingCells), ...cells.slice(leadingCells + columns.length)].reduce(
      (sum, cell) => sum + cell,
      0,
    );
    measured.current = now;
    setSteppedAside(columnsToStepAside(columns, widths, rest, now.width));
  }, [steppedAside, columns, content, signature, width, leadingCells]);

  return { wrapRef, tableRef, steppedAside: steppedAside ?? NONE };
}
