// A read-only table under a detail screen's fields (e.g. an edition's feature lines).
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import type { ReactNode } from 'react';

export type DetailTableRow = { key: string; cells: readonly ReactNode[] };

/** `columns` name the header cells; each row gives one cell per column, in the same order. */
export function DetailTable({
  label,
  columns,
  rows,
}: {
  /** The table's accessible name. */
  label: string;
  columns: readonly string[];
  rows: readonly DetailTableRow[];
}) {
  return (
    <Table aria-label={label} style={{ marginTop: 24, maxWidth: 720 }}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column}>{column}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, i) => (
              <TableCell key={columns[i] ?? i}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
