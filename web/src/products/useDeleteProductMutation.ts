import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { listFields } from '../apollo/cache';
import { evictList } from '../apollo/evict';
import { graphql } from '../gql';

export const deleteProductMutation = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id)
  }
`);

/** Deletes a product: it leaves the cache, and cached product lists are refetched. */
export function useDeleteProductMutation() {
  const [mutate] = useMutation(deleteProductMutation);
  return useCallback(
    async (id: string) => {
      await mutate({
        variables: { id },
        update: (cache, { data }) =>
          evictList(cache, listFields.Product, { __typename: 'Product', id: data?.deleteProduct ?? id }),
      });
    },
    [mutate],
  );
}
