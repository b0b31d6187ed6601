// Loading many rows through one REST list call (ARCHITECTURE.md: nested fields never cost one call
// per row). A list GET with GetAll=true and an id-set filter, `{"FieldName":"ProductID","FilterValue":"1,2,3"}`,
// answers every row with those ids (or every child of those parents) at once.
import { type ListResult, MAX_FILTER_IDS } from '@licensing/domain';
import DataLoader from 'dataloader';
import type { RestClient } from './client.js';
import { numericId } from './lists.js';

/**
 * GET `path` with GetAll=true and `fieldName` IN `ids` (split into calls of at most MAX_FILTER_IDS);
 * answers the rows of every call. `orders` (MultipleOrders) keeps children in a stable order.
 */
export async function getAllByIds<R>(
  rest: RestClient,
  path: string,
  fieldName: string,
  ids: readonly number[],
  options: { failure: string; orders?: readonly { FieldName: string; Type: 'asc' | 'desc' }[] },
): Promise<R[]> {
  const unique = [...new Set(ids)];
  const chunks: number[][] = [];
  for (let i = 0; i < unique.length; i += MAX_FILTER_IDS) chunks.push(unique.slice(i, i + MAX_FILTER_IDS));
  const results = await Promise.all(
    chunks.map((chunk) =>
      rest.get<ListResult<R>>(path, {
        failure: options.failure,
        query: {
          GetAll: 'true',
          Filters: JSON.stringify([{ FieldName: fieldName, FilterValue: chunk.join(',') }]),
          ...(options.orders ? { MultipleOrders: JSON.stringify(options.orders) } : {}),
        },
      }),
    ),
  );
  return results.flatMap((result) => result.Data);
}

/** The numeric ids among GraphQL ids (others cannot exist upstream). */
function numericIds(ids: readonly string[]): number[] {
  return ids.map(numericId).filter((id): id is number => id !== null);
}

/**
 * A loader of entities by id: each batch is one `fetchRows(ids)` call (usually getAllByIds);
 * an id with no row answers null.
 */
export function loaderByIds<R, T>(
  fetchRows: (ids: number[]) => Promise<R[]>,
  keyOf: (row: R) => number,
  map: (row: R) => T,
): DataLoader<string, T | null> {
  return new DataLoader<string, T | null>(async (ids) => {
    const wanted = numericIds(ids);
    const rows = wanted.length > 0 ? await fetchRows(wanted) : [];
    const byId = new Map(rows.map((row) => [String(keyOf(row)), map(row)]));
    return ids.map((id) => byId.get(String(numericId(id))) ?? null);
  });
}

/**
 * A loader of children grouped by parent id: each batch is one `fetchRows(parentIds)` call; a
 * parent without children answers []. Children keep the order the REST API answered.
 */
export function loaderOfChildren<R, T>(
  fetchRows: (parentIds: number[]) => Promise<R[]>,
  parentOf: (row: R) => number,
  map: (row: R) => T,
): DataLoader<string, T[]> {
  return new DataLoader<string, T[]>(async (parentIds) => {
    const wanted = numericIds(parentIds);
    const rows = wanted.length > 0 ? await fetchRows(wanted) : [];
    const byParent = new Map<string, T[]>();
    for (const row of rows) {
      const key = String(parentOf(row));
      const list = byParent.get(key) ?? [];
      list.push(map(row));
      byParent.set(key, list);
    }
    return parentIds.map((id) => byParent.get(String(numericId(id))) ?? []);
  });
}
