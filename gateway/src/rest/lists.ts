// List arguments of the GraphQL schema → the REST list query of ARCHITECTURE.md (Page, Count,
// Search, GetAll, MultipleOrders, Filters), and the REST answer → a GraphQL page. One spec per entity.
import {
  DEFAULT_PAGE_SIZE,
  type FilterItem,
  type ListResult,
  MAX_PAGE_SIZE,
  type SortItem,
} from '@licensing/domain';
import { badUserInput } from '../errors.js';
import type { SortInput } from '../generated/graphql.js';

/** What one entity's list allows: GraphQL field names mapped to the REST FieldName. */
export interface ListSpec<Fields extends Readonly<Record<string, string>>> {
  fields: Fields;
  sortable: readonly (keyof Fields & string)[];
  filterable: readonly (keyof Fields & string)[];
  /** Sent when `orderBy` is empty (SPEC §9 default sorts: `defaultSorts` of the domain). */
  defaultSort: readonly SortItem[];
}

/** The arguments every list field takes (`filter` is the entity's own filter input). */
export interface ListArgs {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
  orderBy?: readonly SortInput[] | null;
  filter?: object | null;
}

export interface Page<T> {
  items: T[];
  totalCount: number;
}

export function listQuery<F extends Readonly<Record<string, string>>>(
  args: ListArgs,
  spec: ListSpec<F>,
): Record<string, string | undefined> {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1) throw badUserInput('page must be 1 or more.');
  if (!Number.isInteger(pageSize) || pageSize < 0 || pageSize > MAX_PAGE_SIZE) {
    throw badUserInput(`pageSize must be between 0 (all) and ${MAX_PAGE_SIZE}.`);
  }
  const orders = args.orderBy?.length ? args.orderBy.map((s) => toSortItem(s, spec)) : spec.defaultSort;
  const filters = toFilterItems(args.filter, spec);
  return {
    ...(pageSize === 0 ? { GetAll: 'true' } : { Page: String(page), Count: String(pageSize) }),
    Search: args.search?.trim() || undefined,
    MultipleOrders: JSON.stringify(orders),
    Filters: filters.length > 0 ? JSON.stringify(filters) : undefined,
  };
}

export function toPage<R, T>(result: ListResult<R>, map: (row: R) => T): Page<T> {
  return { items: result.Data.map(map), totalCount: result.TotalItems };
}

function toSortItem<F extends Readonly<Record<string, string>>>(
  sort: SortInput,
  spec: ListSpec<F>,
): SortItem {
  if (!(spec.sortable as readonly string[]).includes(sort.field)) {
    throw badUserInput(`Cannot sort by '${sort.field}'. Sortable fields: ${spec.sortable.join(', ')}.`, {
      orderBy: [`Unknown sort field '${sort.field}'`],
    });
  }
  return { FieldName: spec.fields[sort.field] as string, Type: sort.direction === 'DESC' ? 'desc' : 'asc' };
}

function toFilterItems<F extends Readonly<Record<string, string>>>(
  filter: object | null | undefined,
  spec: ListSpec<F>,
): FilterItem[] {
  const items: FilterItem[] = [];
  for (const [field, value] of Object.entries(filter ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    if (!(spec.filterable as readonly string[]).includes(field)) {
      throw badUserInput(`Cannot filter by '${field}'. Filterable fields: ${spec.filterable.join(', ')}.`);
    }
    items.push({ FieldName: spec.fields[field] as string, FilterValue: String(value) });
  }
  return items;
}

/** REST ids (ProductID…) are SQL `integer` serials: 1 to 2^31 - 1; the REST API refuses others with a 400. */
const MAX_SERIAL_ID = 2_147_483_647;

/** Numeric REST ids (ProductID…): null when the GraphQL id cannot be one. */
export function numericId(id: string): number | null {
  if (!/^\d{1,10}$/.test(id)) return null;
  const value = Number(id);
  return value >= 1 && value <= MAX_SERIAL_ID ? value : null;
}

/** Numeric REST ids for a write: a GraphQL id that cannot be one is refused. */
export function requireNumericId(id: string): number {
  const value = numericId(id);
  if (value === null) throw badUserInput(`'${id}' is not a valid id.`, { id: ['Invalid id'] });
  return value;
}
