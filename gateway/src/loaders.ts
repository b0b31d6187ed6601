// Per-request DataLoaders (ARCHITECTURE.md): nested fields load through these, so a page of rows
// costs a bounded number of REST calls. Entities load by id, and children by parent id, through
// one list call with an id-set filter (rest/batch.ts).
import { getAddonsByIds, getAddonsOfProducts, toAddon } from './rest/addons.js';
import { loaderByIds, loaderOfChildren } from './rest/batch.js';
import { getFeaturesBy, getProductEditionsBy, toFeature, toProductEdition } from './rest/catalog.js';
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
    featureById: loaderByIds(
      (ids) => getFeaturesBy(rest, 'Id', ids),
      (row) => row.Id,
      toFeature,
    ),
    featuresByProductId: loaderOfChildren(
      (ids) => getFeaturesBy(rest, 'ProductID', ids),
      (row) => row.ProductID,
      toFeature,
    ),
    productEditionById: loaderByIds(
      (ids) => getProductEditionsBy(rest, 'ProductEditionID', ids),
      (row) => row.ProductEditionID,
      toProductEdition,
    ),
    productEditionsByProductId: loaderOfChildren(
      (ids) => getProductEditionsBy(rest, 'ProductID', ids),
      (row) => row.ProductID,
      toProductEdition,
    ),
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
