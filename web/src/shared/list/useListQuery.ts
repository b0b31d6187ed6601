import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ListParams, ListRows } from './types';

type Page<T> = { items: readonly T[]; totalCount: number };

/**
 * The query hook of a list screen in one line: runs `document` with the list arguments and picks
 * the page out of its data. The previous page stays on screen while the next one loads.
 */
export function useListQuery<TData, TItem>(
  document: TypedDocumentNode<TData, ListParams>,
  params: ListParams,
  pick: (data: TData) => Page<TItem> | null | undefined,
): ListRows<TItem> {
  const { data, previousData, loading, refetch } = useQuery(document, { variables: params });
  const shown = data ?? previousData;
  const page = shown ? pick(shown as TData) : null;
  return { items: page?.items ?? [], totalCount: page?.totalCount ?? 0, loading, refetch };
}
