import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { listFields } from '../apollo/cache';
import { evictList } from '../apollo/evict';
import { graphql } from '../gql';
import type { ProductEditionInput } from '../gql/graphql';

export const createProductEditionMutation = graphql(`
  mutation CreateProductEdition($input: ProductEditionInput!) {
    createProductEdition(input: $input) {
      id
      ...ProductEditionShow_edition
    }
  }
`);

export const updateProductEditionMutation = graphql(`
  mutation UpdateProductEdition($id: ID!, $input: ProductEditionInput!) {
    updateProductEdition(id: $id, input: $input) {
      id
      ...ProductEditionShow_edition
      ...ProductEditionForm_edition
    }
  }
`);

export const deleteProductEditionMutation = graphql(`
  mutation DeleteProductEdition($id: ID!) {
    deleteProductEdition(id: $id)
  }
`);

/** Lists, and every product's cached `editions`, are stale after an edition write. */
function evictEditions(cache: ApolloCache, deleted?: string) {
  for (const key of Object.keys(cache.extract() as Record<string, unknown>)) {
    if (key.startsWith('Product:')) cache.evict({ id: key, fieldName: 'editions' });
  }
  evictList(
    cache,
    listFields.ProductEdition,
    deleted ? { __typename: 'ProductEdition', id: deleted } : undefined,
  );
}

export function useCreateProductEditionMutation() {
  const [mutate] = useMutation(createProductEditionMutation);
  return useCallback(
    async (input: ProductEditionInput) => {
      const { data } = await mutate({ variables: { input }, update: (cache) => evictEditions(cache) });
      if (!data) throw new Error('createProductEdition answered no data');
      return data.createProductEdition;
    },
    [mutate],
  );
}

export function useUpdateProductEditionMutation() {
  const [mutate] = useMutation(updateProductEditionMutation);
  return useCallback(
    async (id: string, input: ProductEditionInput) => {
      const { data } = await mutate({ variables: { id, input }, update: (cache) => evictEditions(cache) });
      if (!data) throw new Error('updateProductEdition answered no data');
      return data.updateProductEdition;
    },
    [mutate],
  );
}

export function useDeleteProductEditionMutation() {
  const [mutate] = useMutation(deleteProductEditionMutation);
  return useCallback(
    async (id: string) => {
      await mutate({
        variables: { id },
        update: (cache, { data }) => evictEditions(cache, data?.deleteProductEdition ?? id),
      });
    },
    [mutate],
  );
}
