import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { type Entity, messages } from '@licensing/domain';
import type { AppOperationContext } from '../../apollo/client';
import { entityDocuments, pickPage } from '../resource/documents';
import type { ListParams } from './types';

/** One empty page for every render without rows: the rows' identity says when they changed. */
const NO_ITEMS: readonly never[] = [];

/**
 * Runs the entity's list query, its rows answering `fragment`, with the list arguments. The
 * previous page stays on screen while the next one loads; a failure says SPEC §8's text unless the
 * server gave a message.
 */
export function useListQuery<T>(
  entity: Entity,
  fragment: TypedDocumentNode<T, unknown> | undefined,
  params: ListParams,
) {
  // The URL's sort and filter fields are the server's to check: it refuses unknown ones.
  const { data, previousData, loading, error, refetch } = useQuery(entityDocuments(entity, fragment).list, {
    variables: params,
    context: { errorText: messages.getListFailed(entity.displayName) } satisfies AppOperationContext,
  });
  const page = pickPage<T>(entity, data ?? previousData);
  return {
    items: error ? NO_ITEMS : page.items,
    totalCount: page.totalCount,
    loading,
    failed: Boolean(error) && !loading,
    refetch,
  };
}
