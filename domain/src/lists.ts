// The list conventions shared by licensing-api and the gateway (ARCHITECTURE.md).

export type SortDirection = 'asc' | 'desc';
/** One MultipleOrders item: `{ "FieldName": "ProductName", "Type": "asc" }`. */
export type SortItem = { FieldName: string; Type: SortDirection };
/** One Filters item: `{ "FieldName": "ProductName", "FilterValue": "eq" }`. */
export type FilterItem = { FieldName: string; FilterValue: string };
/**
 * Most ids one id-set filter takes (`{"FieldName":"ProductID","FilterValue":"1,2,3"}`): a loader's
 * batch of a page of parents fits; larger batches are split.
 */
export const MAX_FILTER_IDS = 500;

/** Every list GET answers this shape. */
export type ListResult<T> = { Data: T[]; TotalItems: number };
