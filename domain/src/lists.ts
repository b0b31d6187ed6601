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

/** Default sorts of SPEC §9, by REST entity. */
export const defaultSorts = {
  customers: [{ FieldName: 'CustomerCode', Type: 'desc' }],
  users: [{ FieldName: 'UserName', Type: 'asc' }],
  licenses: [{ FieldName: 'OrderNumber', Type: 'desc' }],
  orders: [{ FieldName: 'OrderNumber', Type: 'desc' }],
  jobLogs: [{ FieldName: 'ID', Type: 'desc' }],
  products: [{ FieldName: 'ProductName', Type: 'asc' }],
  productEditions: [{ FieldName: 'ProductEditionName', Type: 'asc' }],
  releasePackages: [{ FieldName: 'Version', Type: 'desc' }],
  trialRequests: [{ FieldName: 'CreatedDate', Type: 'desc' }],
  sentEmails: [{ FieldName: 'CreatedDate', Type: 'desc' }],
  roles: [{ FieldName: 'Name', Type: 'asc' }],
  features: [{ FieldName: 'Name', Type: 'asc' }],
  editions: [{ FieldName: 'Name', Type: 'asc' }],
  licenseTypes: [{ FieldName: 'TypeName', Type: 'asc' }],
} as const satisfies Record<string, readonly SortItem[]>;
