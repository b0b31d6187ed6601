// Every cache policy of the client, in one place, from the registry of entities it shows.
import { type FieldReadFunction, InMemoryCache, type TypePolicies } from '@apollo/client';
import { resources } from '../resources';
import { singularField } from '../shared/resource/resource';

/** Arguments that select a page of a list field: each combination is cached on its own. */
export const LIST_KEY_ARGS = ['page', 'pageSize', 'search', 'orderBy', 'filter'];

const entities = resources.flatMap((resource) => (resource.entity ? [resource.entity] : []));

/**
 * Per entity: its list field caches each page on its own; its detail field reads an entity
 * already in the cache (from a list) by its id, so a detail screen renders without a request
 * when the list fetched every field it shows; it is identified by `id`; its pages have no
 * identity and live inside their field.
 */
const entityPolicies = (): { query: TypePolicies['Query']; types: TypePolicies } => {
  const fields: Record<string, object> = {};
  const types: TypePolicies = {};
  for (const { name, plural } of entities) {
    fields[plural] = { keyArgs: LIST_KEY_ARGS };
    fields[singularField({ name } as (typeof entities)[number])] = {
      read: ((existing, { args, toReference }) =>
        existing ??
        (args?.id ? toReference({ __typename: name, id: args.id }) : undefined)) as FieldReadFunction,
    };
    types[name] = { keyFields: ['id'] };
    types[`${name}Page`] = { keyFields: false };
  }
  return { query: { fields }, types };
};

const { query, types } = entityPolicies();

const typePolicies: TypePolicies = {
  Query: { fields: { ...query?.fields, me: { merge: true } } },
  ...types,
  ProductEditionLine: { keyFields: ['id'] },
  EditionLine: { keyFields: ['id'] },
  // Reference rows, results and the session have no identity of their own: they live inside
  // their parent field.
  FeatureDataType: { keyFields: false },
  LicensePlan: { keyFields: false },
  CreateCustomerResult: { keyFields: false },
  Session: { keyFields: false },
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}
