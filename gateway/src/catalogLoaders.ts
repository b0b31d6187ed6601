// Per-request loaders of the catalogue (spread into loaders.ts): features and product editions by
// id and by product, each batch one REST list call with an id-set filter.
import { loaderByIds, loaderOfChildren } from './rest/batch.js';
import { getFeaturesBy, getProductEditionsBy, toFeature, toProductEdition } from './rest/catalog.js';
import type { RestClient } from './rest/client.js';

export function createCatalogLoaders(rest: RestClient) {
  return {
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
  };
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;
