// Every cache policy of the client, in one place.
import { InMemoryCache, type TypePolicies } from '@apollo/client';

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

const typePolicies: TypePolicies = {
  Query: {
    fields: {
      products: { keyArgs: LIST_KEY_ARGS },
      customers: { keyArgs: LIST_KEY_ARGS },
      releasePackages: { keyArgs: LIST_KEY_ARGS },
      releasePackage: {
        read(existing, { args, toReference }) {
          return (
            existing ?? (args?.id ? toReference({ __typename: 'ReleasePackage', id: args.id }) : undefined)
          );
        },
      },
      addons: { keyArgs: LIST_KEY_ARGS },
      addon: {
        read(existing, { args, toReference }) {
          return existing ?? (args?.id ? toReference({ __typename: 'Addon', id: args.id }) : undefined);
        },
      },
      customer: {
        read(existing, { args, toReference }) {
          return existing ?? (args?.id ? toReference({ __typename: 'Customer', id: args.id }) : undefined);
        },
      },
      // A product already in the cache (from a list) renders its detail screen without a request.
      product: {
        read(existing, { args, toReference }) {
          return existing ?? (args?.id ? toReference({ __typename: 'Product', id: args.id }) : undefined);
        },
      },
      features: { keyArgs: LIST_KEY_ARGS },
      productEditions: { keyArgs: LIST_KEY_ARGS },
      editions: { keyArgs: LIST_KEY_ARGS },
      licenseTypes: { keyArgs: LIST_KEY_ARGS },
      feature: {
        read(existing, { args, toReference }) {
          return existing ?? (args?.id ? toReference({ __typename: 'Feature', id: args.id }) : undefined);
        },
      },
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
