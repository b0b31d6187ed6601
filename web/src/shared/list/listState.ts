// The state of a list screen lives in its URL query string, so a list can be linked and reloaded:
//   ?page=2&pageSize=25&search=abc&sort=name,-version&filter.name=x&hide=email,country
// Defaults are left out of the URL (page 1, the default page size, the default sort, every column shown).
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@licensing/domain';

export type SortDirection = 'ASC' | 'DESC';
export type SortKey = { field: string; direction: SortDirection };

/** A declaration's default sort key ({ field, direction: 'asc' }) as the list's. */
export const toSortKey = ({ field, direction }: { field: string; direction: 'asc' | 'desc' }): SortKey => ({
  field,
  direction: direction === 'asc' ? 'ASC' : 'DESC',
});

export type ListState = {
  page: number;
  pageSize: number;
  search: string;
  /** null: the list's default sort. */
  sort: SortKey[] | null;
  /** Per-column filter text by filter field; empty values are left out. */
  filters: Record<string, string>;
  /** The keys of the columns the user hid (the column chooser); empty: every column shows. */
  hidden: string[];
};

export const PAGE_SIZE_OPTIONS = [10, 25, 50] as const;

const FILTER_PREFIX = 'filter.';

function positiveInt(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

export function parseSort(value: string | null): SortKey[] | null {
  if (!value) return null;
  const keys = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(
      (part): SortKey =>
        part.startsWith('-')
          ? { field: part.slice(1), direction: 'DESC' }
          : { field: part, direction: 'ASC' },
    )
    .filter((key) => key.field.length > 0);
  return keys.length > 0 ? keys : null;
}

export function formatSort(keys: readonly SortKey[]): string {
  return keys.map((key) => (key.direction === 'DESC' ? `-${key.field}` : key.field)).join(',');
}

export function parseListState(params: URLSearchParams): ListState {
  const filters: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key.startsWith(FILTER_PREFIX) && value) filters[key.slice(FILTER_PREFIX.length)] = value;
  }
  return {
    page: positiveInt(params.get('page'), 1),
    pageSize: positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    search: params.get('search') ?? '',
    sort: parseSort(params.get('sort')),
    filters,
    hidden: parseHidden(params.get('hide')),
  };
}

/** 'email,country' → ['email', 'country'], each once. */
export function parseHidden(value: string | null): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    ),
  ];
}

/** `params` with `patch` applied; defaults are removed rather than written. */
export function withListState(params: URLSearchParams, patch: Partial<ListState>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  };
  if (patch.page !== undefined) set('page', patch.page > 1 ? String(patch.page) : null);
  if (patch.pageSize !== undefined)
    set('pageSize', patch.pageSize !== DEFAULT_PAGE_SIZE ? String(patch.pageSize) : null);
  if (patch.search !== undefined) set('search', patch.search.trim() ? patch.search : null);
  if (patch.sort !== undefined) set('sort', patch.sort ? formatSort(patch.sort) : null);
  if (patch.filters !== undefined) {
    for (const key of [...next.keys()]) if (key.startsWith(FILTER_PREFIX)) next.delete(key);
    for (const [field, value] of Object.entries(patch.filters))
      if (value.trim()) next.set(FILTER_PREFIX + field, value);
  }
  if (patch.hidden !== undefined) set('hide', patch.hidden.join(','));
  return next;
}

/**
 * The sort after a click on a column header: a plain click sorts by that column alone (and flips
 * its direction when it already leads); shift+click adds it as a further key (or flips it).
 */
export function nextSort(current: readonly SortKey[], field: string, additive: boolean): SortKey[] {
  const flip = (direction: SortDirection): SortDirection => (direction === 'ASC' ? 'DESC' : 'ASC');
  const index = current.findIndex((key) => key.field === field);
  if (additive && current.length > 0) {
    if (index === -1) return [...current, { field, direction: 'ASC' }];
    return current.map((key, i) => (i === index ? { field, direction: flip(key.direction) } : key));
  }
  const leading = current[0];
  if (index === 0 && leading) return [{ field, direction: flip(leading.direction) }];
  return [{ field, direction: 'ASC' }];
}
