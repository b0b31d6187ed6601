// Every cache policy of the client, in one place, from the registry of entities it shows.
import { type FieldReadFunction, InMemoryCache, type TypePolicies } from '@apollo/client';
import { resources } from '../resources';
import { singularField } from '../shared/resource/resource';

/** Arguments that select a page of a list field: each combination is cached on its own. */
const LIST_KEY_ARGS = ['page', 'pageSize', 'search', 'orderBy', 'filter'];

const queryFields: Record<string, object> = { me: { merge: true } };

const typePolicies: TypePolicies = {
  Query: { fields: queryFields },
  ProductEditionLine: { keyFields: ['id'] },
  EditionLine: { keyFields: ['id'] },
  // Reference rows, results and the session have no identity of their own: they live inside
  // their parent field.
  FeatureDataType: { keyFields: false },
  LicensePlan: { keyFields: false },
  CreateCustomerResult: { keyFields: false },
  Session: { keyFields: false },
};

/**
 * Per entity: its list field caches each page on its own; its detail field reads an entity
 * already in the cache (from a list) by its id, so a detail screen renders without a request
 * when the list fetched every field it shows; it is identified by `id`; its pages have no
 * identity and live inside their field.
 */
for (const { entity } of resources) {
  if (!entity) continue;
  const { name, plural } = entity;
  queryFields[plural] = { keyArgs: LIST_KEY_ARGS };
  queryFields[singularField(entity)] = {
    read: ((existing, { args, toReference }) =>
      existing ??
      (args?.id ? toReference({ __typename: name, id: args.id }) : undefined)) as FieldReadFunction,
  };
  typePolicies[name] = { keyFields: ['id'] };
  typePolicies[`${name}Page`] = { keyFields: false };
}

/**
 * The interfaces of schema/ and the types implementing them: the cache matches a fragment on an
 * interface (both kinds of license share theirs) with the objects it holds by this list alone.
 */
export const possibleTypes = { AnyLicense: ['License', 'ProductLicense'] };

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies, possibleTypes });
}
