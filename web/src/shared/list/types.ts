import type { ReactNode } from 'react';
import type { SortKey } from './listState';

/** What a list screen asks its query hook for: the GraphQL list arguments of every list field. */
export type ListParams = {
  page: number;
  pageSize: number;
  search: string | null;
  orderBy: SortKey[];
  filter: Record<string, string> | null;
};

export type ListColumn<T> = {
  /** Column id; also its sort and filter field unless `sortField` / `filterField` say otherwise. */
  key: string;
  /** Header text: the sort button's accessible name. */
  label: string;
  /** Cell content; `item[key]` as text when omitted. */
  render?: (item: T) => ReactNode;
  /** The `orderBy` field; false when the column cannot be sorted. */
  sortField?: string | false;
  /** The `filter` field; false when the column has no filter box. */
  filterField?: string | false;
  width?: string;
};
