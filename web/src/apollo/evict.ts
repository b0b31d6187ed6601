import type { ApolloCache } from '@apollo/client';

/**
 * After a create, update or delete: drop every cached page of the entity's list field (its sort,
 * filters and counts may all have changed), and the entity itself when it was deleted. Mounted
 * lists refetch; others fetch when next shown.
 */
export function evictList(
  cache: ApolloCache,
  listField: string,
  deleted?: { __typename: string; id: string },
): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: listField });
  if (deleted) {
    const id = cache.identify(deleted);
    if (id) cache.evict({ id });
  }
  cache.gc();
}
