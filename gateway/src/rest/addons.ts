// Add-ons over REST (SPEC §7 api/Addon): the wire shape, its mapping to the GraphQL type, and one
// function per call.
import { type ListResult, messages, type SortItem } from '@licensing/domain';
import type { Addon, AddonInput } from '../generated/graphql.js';
import { getAllByIds } from './batch.js';
import type { RestClient } from './client.js';
import { type ListArgs, type ListSpec, listQuery, type Page, requireNumericId, toPage } from './lists.js';

export interface RestAddon {
  ID: number;
  Name: string;
  Code: string;
  ProductID: number;
  FeatureId: number | null;
  IsActive: boolean;
  Price: number;
  PricePerMonth: number;
  PriceCalcPerItem: boolean;
}

/** GraphQL field → REST field. */
const fields = {
  id: 'ID',
  name: 'Name',
  code: 'Code',
  productId: 'ProductID',
  featureId: 'FeatureId',
  isActive: 'IsActive',
  price: 'Price',
  pricePerMonth: 'PricePerMonth',
  priceCalcPerItem: 'PriceCalcPerItem',
} as const;

/** SPEC §9: add-ons sort by name ascending. */
const defaultSort: readonly SortItem[] = [{ FieldName: 'Name', Type: 'asc' }];

const list: ListSpec<typeof fields> = {
  fields,
  sortable: ['id', 'name', 'code', 'productId', 'isActive', 'price', 'pricePerMonth', 'priceCalcPerItem'],
  filterable: ['productId', 'name', 'code', 'featureId', 'isActive', 'priceCalcPerItem'],
  defaultSort,
};

const path = '/api/Addon';
const failure = messages.getListFailed('Addon');

export function toAddon(row: RestAddon): Addon {
  return {
    id: String(row.ID),
    name: row.Name,
    code: row.Code,
    productId: String(row.ProductID),
    featureId: row.FeatureId === null ? null : String(row.FeatureId),
    isActive: row.IsActive,
    price: row.Price,
    pricePerMonth: row.PricePerMonth,
    priceCalcPerItem: row.PriceCalcPerItem,
  };
}

export async function listAddons(rest: RestClient, args: ListArgs): Promise<Page<Addon>> {
  const query = listQuery(args, list);
  const result = await rest.get<ListResult<RestAddon>>(`${path}/GetAllAddons`, { query, failure });
  return toPage(result, toAddon);
}

/** The add-ons with these ids, in one call (the loaders' batch). */
export function getAddonsByIds(rest: RestClient, ids: readonly number[]): Promise<RestAddon[]> {
  return getAllByIds<RestAddon>(rest, `${path}/GetAllAddons`, 'ID', ids, { failure });
}

/** Every add-on of these products, by name, in one call. */
export function getAddonsOfProducts(rest: RestClient, productIds: readonly number[]): Promise<RestAddon[]> {
  return getAllByIds<RestAddon>(rest, `${path}/GetAllAddons`, 'ProductID', productIds, {
    failure,
    orders: defaultSort,
  });
}

/** Fields left out take SPEC §3's defaults on the server. */
function toBody(input: AddonInput) {
  return {
    ProductID: requireNumericId(input.productId),
    Name: input.name,
    FeatureId: input.featureId ? requireNumericId(input.featureId) : null,
    IsActive: input.isActive ?? undefined,
    Price: input.price ?? undefined,
    PricePerMonth: input.pricePerMonth ?? undefined,
    PriceCalcPerItem: input.priceCalcPerItem ?? undefined,
  };
}

/** Creates an add-on and answers its id. */
export async function createAddon(rest: RestClient, input: AddonInput): Promise<string> {
  const id = await rest.post<number>(`${path}/CreateAddon`, toBody(input), {
    failure: messages.addFailed,
    fields,
  });
  return String(id);
}

export async function updateAddon(rest: RestClient, id: string, input: AddonInput): Promise<void> {
  const body = { ID: requireNumericId(id), ...toBody(input) };
  await rest.put<boolean>(`${path}/UpdateAddon`, body, { failure: messages.updateFailed, fields });
}

export async function deleteAddon(rest: RestClient, id: string): Promise<void> {
  await rest.delete<boolean>(`${path}/DeleteAddon/${requireNumericId(id)}`, {
    failure: messages.processFailed,
  });
}
