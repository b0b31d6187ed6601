// Every cache policy of the client, in one place.
import { InMemoryCache, type TypePolicies } from '@apollo/client';

/** Arguments that select a page of a list field: each combination is cached on its own. */
export const LIST_KEY_ARGS = ['page', 'pageSize', 'search', 'orderBy', 'filter'];

/** The list fields of Query; a create, update or delete of that entity evicts the field. */
export const listFields = {
  Product: 'products',
} as const;

const typePolicies: TypePolicies = {
  Query: {
    fields: {
      products: { keyArgs: LIST_KEY_ARGS },
      // A product already in the cache (from a list) renders its detail screen without a request.
      product: {
        read(existing, { args, toReference }) {
          return existing ?? (args?.id ? toReference({ __typename: 'Product', id: args.id }) : undefined);
        },
      },
      me: { merge: true },
    },
  },
  Product: { keyFields: ['id'] },
  // Pages and the session have no identity of their own: they live inside their parent field.
  ProductPage: { keyFields: false },
  Session: { keyFields: false },
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}
