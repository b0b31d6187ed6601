// A read-only table under a detail screen's fields (e.g. an edition's feature lines).
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { makeStyles, mergeClasses } from '@griffel/react';
import type { ReactNode } from 'react';

export type DetailTableRow = { key: string; cells: readonly ReactNode[] };

/** A header, or a header with how its column is laid out. */
export type DetailColumn =
  | string
  | {
      label: string;
      /** Takes the width the other columns leave (long text: a history's changes); they keep to one line. */
      grow?: boolean;
      /** An amount or a count: right-aligned. */
      numeric?: boolean;
    };

const useStyles = makeStyles({
  table: { marginTop: '24px', maxWidth: '720px' },
  // A growing column makes the table as wide as the screen allows, not a narrow strip.
  // (Fluent's fixed layout would squeeze the one-line columns to 1 %.)
  wide: { maxWidth: 'none', width: '100%', tableLayout: 'auto', '& td': { verticalAlign: 'top' } },
  // As narrow as its content, on one line.
  fitted: { width: '1%', whiteSpace: 'nowrap' },
  numeric: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  numericHeader: { textAlign: 'end', '& > div': { justifyContent: 'flex-end' } },
});

const layoutOf = (column: DetailColumn) => (typeof column === 'string' ? { label: column } : column);

/** `columns` name the header cells; each row gives one cell per column, in the same order. */
export function DetailTable({
  label,
  columns,
  rows,
}: {
  /** The table's accessible name. */
  label: string;
  columns: readonly DetailColumn[];
  rows: readonly DetailTableRow[];
}) {
  const styles = useStyles();
  const layout = columns.map(layoutOf);
  const grows = layout.some((column) => column.grow);
  const cellClass = (column: (typeof layout)[number] | undefined, header = false) =>
    mergeClasses(
      grows && !column?.grow && styles.fitted,
      column?.numeric && (header ? styles.numericHeader : styles.numeric),
    );
  return (
    <Table aria-label={label} className={mergeClasses(styles.table, grows && styles.wide)}>
      <TableHeader>
        <TableRow>
          {layout.map((column) => (
            <TableHeaderCell key={column.label} className={cellClass(column, true)}>
              {column.label}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, i) => (
              <TableCell key={layout[i]?.label ?? i} className={cellClass(layout[i])}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
