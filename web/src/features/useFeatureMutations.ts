import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { listFields } from '../apollo/cache';
import { evictList } from '../apollo/evict';
import { graphql } from '../gql';
import type { FeatureInput } from '../gql/graphql';

export const createFeatureMutation = graphql(`
  mutation CreateFeature($input: FeatureInput!) {
    createFeature(input: $input) {
      id
      ...FeatureShow_feature
    }
  }
`);

export const updateFeatureMutation = graphql(`
  mutation UpdateFeature($id: ID!, $input: FeatureInput!) {
    updateFeature(id: $id, input: $input) {
      id
      ...FeatureShow_feature
    }
  }
`);

export const deleteFeatureMutation = graphql(`
  mutation DeleteFeature($id: ID!) {
    deleteFeature(id: $id)
  }
`);

/** A product's cached `features` field is stale after any feature write. */
function evictProductFeatures(cache: Parameters<typeof evictList>[0], productId: string) {
  const id = cache.identify({ __typename: 'Product', id: productId });
  if (id) cache.evict({ id, fieldName: 'features' });
}

export function useCreateFeatureMutation() {
  const [mutate] = useMutation(createFeatureMutation);
  return useCallback(
    async (input: FeatureInput) => {
      const { data } = await mutate({
        variables: { input },
        update: (cache) => {
          evictProductFeatures(cache, input.productId);
          evictList(cache, listFields.Feature);
        },
      });
      if (!data) throw new Error('createFeature answered no data');
      return data.createFeature;
    },
    [mutate],
  );
}

export function useUpdateFeatureMutation() {
  const [mutate] = useMutation(updateFeatureMutation);
  return useCallback(
    async (id: string, input: FeatureInput) => {
      const { data } = await mutate({
        variables: { id, input },
        update: (cache) => {
          evictProductFeatures(cache, input.productId);
          evictList(cache, listFields.Feature);
        },
      });
      if (!data) throw new Error('updateFeature answered no data');
      return data.updateFeature;
    },
    [mutate],
  );
}

export function useDeleteFeatureMutation() {
  const [mutate] = useMutation(deleteFeatureMutation);
  return useCallback(
    async (id: string) => {
      await mutate({
        variables: { id },
        update: (cache, { data }) =>
          evictList(cache, listFields.Feature, { __typename: 'Feature', id: data?.deleteFeature ?? id }),
      });
    },
    [mutate],
  );
}
