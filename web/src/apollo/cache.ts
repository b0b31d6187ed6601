// Every cache policy of the client, in one place.
import { type FieldReadFunction, InMemoryCache, type TypePolicies } from '@apollo/client';

/** Arguments that select a page of a list field: each combination is cached on its own. */
export const LIST_KEY_ARGS = ['page', 'pageSize', 'search', 'orderBy', 'filter'];

/** The list fields of Query; a create, update or delete of that entity evicts the field. */
export const listFields = {
  Product: 'products',
  Customer: 'customers',
  ReleasePackage: 'releasePackages',
  Addon: 'addons',
  Feature: 'features',
  ProductEdition: 'productEditions',
  Edition: 'editions',
  LicenseType: 'licenseTypes',
} as const;

/** Every list field caches each page on its own. */
const listPolicies = Object.fromEntries(
  Object.values(listFields).map((field) => [field, { keyArgs: LIST_KEY_ARGS }]),
);

/**
 * A detail field reads an entity already in the cache (from a list) by its id, so its detail
 * screen renders without a request when the list fetched every field it shows.
 */
const detailFields = {
  product: 'Product',
  customer: 'Customer',
  releasePackage: 'ReleasePackage',
  addon: 'Addon',
  feature: 'Feature',
} as const;

const detailPolicies = Object.fromEntries(
  Object.entries(detailFields).map(([field, __typename]) => [
    field,
    {
      read: ((existing, { args, toReference }) =>
        existing ?? (args?.id ? toReference({ __typename, id: args.id }) : undefined)) as FieldReadFunction,
    },
  ]),
);

const typePolicies: TypePolicies = {
  Query: {
    fields: {
      ...listPolicies,
      ...detailPolicies,
      me: { merge: true },
    },
  },
  Product: { keyFields: ['id'] },
  Customer: { keyFields: ['id'] },
  ReleasePackage: { keyFields: ['id'] },
  Addon: { keyFields: ['id'] },
  Feature: { keyFields: ['id'] },
  ProductEdition: { keyFields: ['id'] },
  ProductEditionLine: { keyFields: ['id'] },
  Edition: { keyFields: ['id'] },
  EditionLine: { keyFields: ['id'] },
  LicenseType: { keyFields: ['id'] },
  FeaturePage: { keyFields: false },
  ProductEditionPage: { keyFields: false },
  EditionPage: { keyFields: false },
  LicenseTypePage: { keyFields: false },
  // Reference rows: kept inside their parent field.
  FeatureDataType: { keyFields: false },
  LicensePlan: { keyFields: false },
  // Pages and the session have no identity of their own: they live inside their parent field.
  ProductPage: { keyFields: false },
  CustomerPage: { keyFields: false },
  ReleasePackagePage: { keyFields: false },
  AddonPage: { keyFields: false },
  CreateCustomerResult: { keyFields: false },
  Session: { keyFields: false },
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}
