// The query parameters every list GET takes (ARCHITECTURE.md, 'Conventions of the REST
// contract'), their TypeBox schema, the answer's shape, and the parsing of the JSON parameters.
import { DEFAULT_PAGE_SIZE, type FilterItem, MAX_PAGE_SIZE, type SortItem } from '@licensing/domain';
import { type Static, type TSchema, Type } from 'typebox';
import { badRequest, fieldError } from '../lib/errors.js';
import { apiMessages } from '../lib/messages.js';
import { nulAt } from '../lib/nul.js';

export const SORT_PARAMETER = 'JSON array of {"FieldName": "...", "Type": "asc" | "desc"}, or null.';
export const FILTER_PARAMETER =
  'JSON array of {"FieldName": "...", "FilterValue": "..."}; an id field takes a set, "1,2,3".';

export const ListQuerystring = Type.Object({
  Page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 10_000_000, description: '1-based page number; default 1.' }),
  ),
  Count: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: `Page size; default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.`,
    }),
  ),
  GetAll: Type.Optional(
    Type.Boolean({
      description: `true answers every row, up to ${MAX_PAGE_SIZE} (TotalItems counts them all), or every match of an id-set filter; Page and Count are ignored.`,
    }),
  ),
  Search: Type.Optional(
    Type.String({ maxLength: 200, description: 'Case-insensitive substring of any searchable field.' }),
  ),
  MultipleOrders: Type.Optional(Type.String({ description: SORT_PARAMETER })),
  Filters: Type.Optional(Type.String({ description: FILTER_PARAMETER })),
});
export type ListQuerystring = Static<typeof ListQuerystring>;

/** `{ Data: [item…], TotalItems }`, the answer of every list GET. */
export const ListResponse = <T extends TSchema>(item: T) =>
  Type.Object({ Data: Type.Array(item), TotalItems: Type.Integer({ minimum: 0 }) });

/** A list request with its JSON parameters parsed and checked for shape (not yet for field names). */
export type ListRequest = {
  /** null when GetAll=true. */
  page: { offset: number; limit: number } | null;
  search: string | undefined;
  orders: SortItem[];
  filters: FilterItem[];
};

function jsonArray(parameter: string, text: string | undefined): unknown[] {
  if (text === undefined || text.trim() === '' || text.trim() === 'null') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(apiMessages.invalidJsonParameter(parameter));
  }
  if (value === null) return [];
  if (!Array.isArray(value)) throw badRequest(apiMessages.invalidJsonParameter(parameter));
  // '\u0000' spelled in the JSON arrives as NUL only now, past the check of raw input.
  if (nulAt(value) !== undefined) {
    throw fieldError(parameter, apiMessages.containsNul(parameter));
  }
  return value;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function sortItem(value: unknown): SortItem {
  const type = isRecord(value) && typeof value.Type === 'string' ? value.Type.toLowerCase() : undefined;
  if (!isRecord(value) || typeof value.FieldName !== 'string' || (type !== 'asc' && type !== 'desc')) {
    throw badRequest(apiMessages.invalidSortItem);
  }
  return { FieldName: value.FieldName, Type: type };
}

/** A filter with an empty or null value is no filter (a cleared column filter). */
function filterItem(value: unknown): FilterItem | undefined {
  if (!isRecord(value) || typeof value.FieldName !== 'string')
    throw badRequest(apiMessages.invalidFilterItem);
  const raw = value.FilterValue;
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') {
    throw badRequest(apiMessages.invalidFilterItem);
  }
  const text = String(raw).trim();
  return text === '' ? undefined : { FieldName: value.FieldName, FilterValue: text };
}

/** `pageSize`: the entity's page size when Count is absent (SPEC §9). */
export function parseListQuery(query: ListQuerystring, pageSize = DEFAULT_PAGE_SIZE): ListRequest {
  // Ajv lets 'Infinity' and '1e309' through as numbers; a page is a whole number or a 400.
  for (const parameter of ['Page', 'Count'] as const) {
    const value = query[parameter];
    if (value !== undefined && !Number.isSafeInteger(value)) {
      throw fieldError(parameter, apiMessages.fieldInvalid(parameter, 'must be a whole number'));
    }
  }
  const count = Math.min(query.Count ?? pageSize, MAX_PAGE_SIZE);
  const search = query.Search?.trim();
  return {
    page: query.GetAll ? null : { offset: ((query.Page ?? 1) - 1) * count, limit: count },
    search: search ? search : undefined,
    orders: jsonArray('MultipleOrders', query.MultipleOrders).map(sortItem),
    filters: jsonArray('Filters', query.Filters)
      .map(filterItem)
      .filter((item) => item !== undefined),
  };
}
