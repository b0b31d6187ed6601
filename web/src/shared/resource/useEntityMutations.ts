// The one mutation hook of every entity: create, update and delete with their cache update (the
// entity's cached lists are dropped, since any write may move rows between pages and filters; a
// deleted item leaves the cache), the SPEC §8 default texts of their failures, and the success
// toast of every delete, wherever it is asked from.
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { deletedMessage, type Entity, messages } from '@licensing/domain';
import type { DocumentNode } from 'graphql';
import { useNavigate } from 'react-router-dom';
import type { AppOperationContext } from '../../apollo/client';
import { resourceOf } from '../../resources';
import { useSession } from '../../session/session';
import { showToast } from '../toast';
import { entityDocuments } from './documents';
import { resourcePaths } from './resource';
import { useResource } from './useResource';

/** Drops the entity's cached lists (and the item, when deleted) and the fields holding its rows. */
export function evictWritten(cache: ApolloCache, entity: Entity, deletedId?: string): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: entity.plural });
  if (deletedId) {
    const id = cache.identify({ __typename: entity.name, id: deletedId });
    if (id) cache.evict({ id });
  }
  for (const [typename, fieldName] of Object.entries(resourceOf(entity).cachedIn ?? {})) {
    for (const id of Object.keys(cache.extract() as Record<string, unknown>)) {
      if (id.startsWith(`${typename}:`)) cache.evict({ id, fieldName });
    }
  }
  cache.gc();
}

const context = (errorText: string): AppOperationContext => ({ errorText });

/** The item a create or update answers with. */
function answered(data: Record<string, unknown> | undefined | null, field: string) {
  const item = data?.[field] as { id: string } | undefined;
  if (!item) throw new Error(`${field} answered no data`);
  return item;
}

/**
 * What the generic screens work with: the resource on show, its entity and paths, whether the user
 * gets its write actions, and its writes. `create(input)` and `update(id, input)` answer the item's
 * id (and `result`'s fields, a fragment of the screen that shows it, into the cache); `remove(id)`
 * deletes and says so ('Addon deleted successfully', SPEC §8; 'User deactivated successfully'). A
 * failure rejects after the error link has shown the server's message, else the SPEC §8 text.
 */
export function useEntityScreen(result?: DocumentNode) {
  const resource = useResource();
  const entity = resource.entity as Entity;
  const isAdmin = useSession()?.isAdmin ?? false;
  const documents = entityDocuments(entity, result);
  const [create] = useMutation(documents.create, { context: context(messages.addFailed) });
  const [update] = useMutation(documents.update, { context: context(messages.updateFailed) });
  const [remove] = useMutation(documents.delete);
  return {
    resource,
    entity,
    paths: resourcePaths(resource),
    navigate: useNavigate(),
    // None on view-only resources; administrators' only where the declaration says writes are
    // theirs (licensing-api refuses others).
    canWrite: !resource.viewOnly && (entity.adminOnly !== 'writes' || isAdmin),
    create: async (input: unknown) => {
      const { data } = await create({ variables: { input }, update: (c) => evictWritten(c, entity) });
      return answered(data, `create${entity.name}`);
    },
    update: async (id: string, input: unknown) => {
      const { data } = await update({ variables: { id, input }, update: (c) => evictWritten(c, entity) });
      return answered(data, `update${entity.name}`);
    },
    remove: async (id: string) => {
      await remove({ variables: { id }, update: (c) => evictWritten(c, entity, id) });
      showToast(entity.deactivates?.done ?? deletedMessage(entity.displayName), 'success');
    },
  };
}
