// Products over REST (SPEC §7 api/Products): the wire shape, its mapping to the GraphQL type, and
// one function per call. Copy this file for a new entity.
import { defaultSorts, type ListResult, messages } from '@licensing/domain';
import type { ProductInput } from '../generated/graphql.js';
import { getAllByIds } from './batch.js';
import type { RestClient } from './client.js';
import { type ListArgs, type ListSpec, listQuery, type Page, requireNumericId, toPage } from './lists.js';
import type { ProductModel } from './models.js';

export interface RestProduct {
  ProductID: number;
  ProductName: string;
  ProductVersion: string;
}

/** GraphQL field → REST field. */
const fields = { id: 'ProductID', name: 'ProductName', version: 'ProductVersion' } as const;

const list: ListSpec<typeof fields> = {
  fields,
  sortable: ['id', 'name', 'version'],
  filterable: ['name', 'version'],
  defaultSort: defaultSorts.products,
};

const path = '/api/Products';

export function toProduct(row: RestProduct): ProductModel {
  return { id: String(row.ProductID), name: row.ProductName, version: row.ProductVersion };
}

export async function listProducts(rest: RestClient, args: ListArgs): Promise<Page<ProductModel>> {
  const query = listQuery(args, list);
  const result = await rest.get<ListResult<RestProduct>>(`${path}/GetProducts`, {
    query,
    failure: messages.getListFailed('Product'),
  });
  return toPage(result, toProduct);
}

/** The products with these ids, in one call (the loaders' batch). */
export function getProductsByIds(rest: RestClient, ids: readonly number[]): Promise<RestProduct[]> {
  return getAllByIds<RestProduct>(rest, `${path}/GetProducts`, 'ProductID', ids, {
    failure: messages.getListFailed('Product'),
  });
}

/** Creates a product and answers its id. */
export async function createProduct(rest: RestClient, input: ProductInput): Promise<string> {
  const body = { ProductName: input.name, ProductVersion: input.version };
  const id = await rest.post<number>(`${path}/CreateProduct`, body, { failure: messages.addFailed, fields });
  return String(id);
}

export async function updateProduct(rest: RestClient, id: string, input: ProductInput): Promise<void> {
  const body = { ProductID: requireNumericId(id), ProductName: input.name, ProductVersion: input.version };
  await rest.put<boolean>(`${path}/UpdateProduct`, body, { failure: messages.updateFailed, fields });
}

export async function deleteProduct(rest: RestClient, id: string): Promise<void> {
  await rest.delete<boolean>(`${path}/DeleteProduct/${requireNumericId(id)}`, {
    failure: messages.processFailed,
  });
}
