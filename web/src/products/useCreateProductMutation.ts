import { useMutation } from '@apollo/client/react';
import type { ProductValues } from '@licensing/domain';
import { useCallback } from 'react';
import { listFields } from '../apollo/cache';
import { evictList } from '../apollo/evict';
import { graphql } from '../gql';

export const createProductMutation = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      id
      ...ProductShow_product
    }
  }
`);

/** Creates a product and answers it; cached product lists are refetched. */
export function useCreateProductMutation() {
  const [mutate] = useMutation(createProductMutation);
  return useCallback(
    async (input: ProductValues) => {
      const { data } = await mutate({
        variables: { input },
        update: (cache) => evictList(cache, listFields.Product),
      });
      if (!data) throw new Error('createProduct answered no data');
      return data.createProduct;
    },
    [mutate],
  );
}
