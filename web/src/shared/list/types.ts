import type { ReactNode } from 'react';
import type { SortKey } from './listState';

/** What a list screen asks its query hook for: the GraphQL list arguments of every list field. */
export type ListParams = {
  page: number;
  pageSize: number;
  search: string | null;
  orderBy: SortKey[];
  /** By filter field: text, or a range of days ({ from, to }, YYYY-MM-DD). */
  filter: Record<string, string | { from: string | null; to: string | null }> | null;
};

/**
 * A list column: a declared field by its name, or that with overrides. What is not given comes
 * from the entity's declaration: the label, sorting (declared sortable), a filter box (declared
 * filterable: text, one of its choices, or a range of days) and the cell (the value as
 * fieldValue() shows it).
 */
export type ListColumn<T> =
  | string
  | {
      /** Column id: the declared field, unless render/sortField/filterField say otherwise. */
      key: string;
      /** Header text (the sort button's accessible name). */
      label?: string;
      render?: (item: T) => ReactNode;
      /** The `orderBy` field; false when the column cannot be sorted. */
      sortField?: string | false;
      /** The `filter` field; false when the column has no filter box. */
      filterField?: string | false;
      width?: string;
      /**
       * Which columns step aside when the row is wider than the list's space: 3 first, then 2,
       * rightmost first; 1 (the default) always shows. A sorted or filtered column stays.
       */
      priority?: 1 | 2 | 3;
    };
