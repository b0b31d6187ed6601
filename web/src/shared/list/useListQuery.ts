import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { AppOperationContext } from '../../apollo/client';
import type { ListParams } from './types';

type Page<T> = { items: readonly T[]; totalCount: number };

/** One empty page for every render without rows: the rows' identity says when they changed. */
const NO_ITEMS: readonly never[] = [];

/**
 * Runs a list query with the list arguments and picks the page out of its answer. The previous
 * page stays on screen while the next one loads; a failure says `failedText` (SPEC §8) unless the
 * server gave a message.
 */
export function useListQuery<TData, TItem>(
  document: TypedDocumentNode<TData, never>,
  params: ListParams,
  pick: (data: TData) => Page<TItem> | null | undefined,
  failedText: string,
) {
  const context: AppOperationContext = { errorText: failedText };
  // The URL's sort and filter fields are the server's to check: it refuses unknown ones.
  const variables = params as never;
  const { data, previousData, loading, error, refetch } = useQuery(document, { variables, context });
  const shown = data ?? previousData;
  const page = shown ? pick(shown as TData) : null;
  return {
    items: error ? NO_ITEMS : (page?.items ?? NO_ITEMS),
    totalCount: page?.totalCount ?? 0,
    loading,
    failed: Boolean(error) && !loading,
    refetch,
  };
}
