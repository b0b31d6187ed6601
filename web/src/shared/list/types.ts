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

/** What the query hook answers. */
export type ListRows<T> = {
  items: readonly T[];
  totalCount: number;
  loading: boolean;
  /** Fetches the shown page again from the server. */
  refetch: () => Promise<unknown>;
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

/** Where the row actions and the Add button lead. */
export type ListPaths<T> = {
  add?: string;
  detail?: (item: T) => string;
  edit?: (item: T) => string;
};

/** The add/edit/detail paths of a resource (SPEC §2): /product/add, /product/edit/{id}, /product/detail/{id}. */
export function resourcePaths<T extends { id: string }>(resource: string): Required<ListPaths<T>> {
  return {
    add: `/${resource}/add`,
    detail: (item) => `/${resource}/detail/${item.id}`,
    edit: (item) => `/${resource}/edit/${item.id}`,
  };
}
