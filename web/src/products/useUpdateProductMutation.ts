import { useMutation } from '@apollo/client/react';
import type { ProductValues } from '@licensing/domain';
import { useCallback } from 'react';
import { listFields } from '../apollo/cache';
import { evictList } from '../apollo/evict';
import { graphql } from '../gql';

export const updateProductMutation = graphql(`
  mutation UpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      id
      ...ProductShow_product
      ...ProductForm_product
    }
  }
`);

/**
 * Updates a product: the normalized Product updates itself; lists are refetched, since the new
 * name or version may move it to another page or out of a filter.
 */
export function useUpdateProductMutation() {
  const [mutate] = useMutation(updateProductMutation);
  return useCallback(
    async (id: string, input: ProductValues) => {
      const { data } = await mutate({
        variables: { id, input },
        update: (cache) => evictList(cache, listFields.Product),
      });
      if (!data) throw new Error('updateProduct answered no data');
      return data.updateProduct;
    },
    [mutate],
  );
}
