// Per-request DataLoaders (ARCHITECTURE.md): nested fields load through these, so a page of rows
// costs a bounded number of REST calls. Entities load by id, and children by parent id, through
// one list call with an id-set filter (rest/batch.ts). Where the REST API has no such list, byId
// de-duplicates the ids and runs the single GETs concurrently.
import DataLoader from 'dataloader';
import { createCatalogLoaders } from './catalogLoaders.js';
import { getAddonsByIds, getAddonsOfProducts, toAddon } from './rest/addons.js';
import { loaderByIds, loaderOfChildren } from './rest/batch.js';
import type { RestClient } from './rest/client.js';
import { getCustomersByIds, toCustomer } from './rest/customers.js';
import { getProductsByIds, toProduct } from './rest/products.js';
import {
  getReleasePackagesByIds,
  getReleasePackagesOfProducts,
  toReleasePackage,
} from './rest/releasePackages.js';

export function createLoaders(rest: RestClient) {
  return {
    productById: loaderByIds(
      (ids) => getProductsByIds(rest, ids),
      (row) => row.ProductID,
      toProduct,
    ),
    ...createCatalogLoaders(rest),
    customerById: loaderByIds(
      (ids) => getCustomersByIds(rest, ids),
      (row) => row.Id,
      toCustomer,
    ),
    releasePackageById: loaderByIds(
      (ids) => getReleasePackagesByIds(rest, ids),
      (row) => row.Id,
      toReleasePackage,
    ),
    releasePackagesByProductId: loaderOfChildren(
      (ids) => getReleasePackagesOfProducts(rest, ids),
      (row) => row.ProductID,
      toReleasePackage,
    ),
    addonById: loaderByIds(
      (ids) => getAddonsByIds(rest, ids),
      (row) => row.ID,
      toAddon,
    ),
    addonsByProductId: loaderOfChildren(
      (ids) => getAddonsOfProducts(rest, ids),
      (row) => row.ProductID,
      toAddon,
    ),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

/** A loader over a single-item GET that answers null for a missing id. */
export function byId<T>(fetchOne: (id: string) => Promise<T | null>): DataLoader<string, T | null> {
  return new DataLoader<string, T | null>((ids) =>
    Promise.all(ids.map((id) => fetchOne(id).catch((error: unknown) => toError(error)))),
  );
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
