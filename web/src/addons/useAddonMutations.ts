// The writes of add-ons, each holding its cache update: lists are refetched, a deleted add-on
// leaves the cache (and so do the cached Product.addons lists it was part of).
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { listFields } from '../apollo/cache';
import { evictList } from '../apollo/evict';
import { graphql } from '../gql';
import type { AddonInput } from '../gql/graphql';

export const createAddonMutation = graphql(`
  mutation CreateAddon($input: AddonInput!) {
    createAddon(input: $input) {
      id
      ...AddonShow_addon
    }
  }
`);

export const updateAddonMutation = graphql(`
  mutation UpdateAddon($id: ID!, $input: AddonInput!) {
    updateAddon(id: $id, input: $input) {
      id
      ...AddonShow_addon
      ...AddonForm_addon
    }
  }
`);

export const deleteAddonMutation = graphql(`
  mutation DeleteAddon($id: ID!) {
    deleteAddon(id: $id)
  }
`);

export function useCreateAddonMutation() {
  const [mutate] = useMutation(createAddonMutation);
  return useCallback(
    async (input: AddonInput) => {
      const { data } = await mutate({
        variables: { input },
        update: (cache) => evictList(cache, listFields.Addon),
      });
      if (!data) throw new Error('createAddon answered no data');
      return data.createAddon;
    },
    [mutate],
  );
}

export function useUpdateAddonMutation() {
  const [mutate] = useMutation(updateAddonMutation);
  return useCallback(
    async (id: string, input: AddonInput) => {
      const { data } = await mutate({
        variables: { id, input },
        update: (cache) => evictList(cache, listFields.Addon),
      });
      if (!data) throw new Error('updateAddon answered no data');
      return data.updateAddon;
    },
    [mutate],
  );
}

export function useDeleteAddonMutation() {
  const [mutate] = useMutation(deleteAddonMutation);
  return useCallback(
    async (id: string) => {
      await mutate({
        variables: { id },
        update: (cache, { data }) =>
          evictList(cache, listFields.Addon, { __typename: 'Addon', id: data?.deleteAddon ?? id }),
      });
    },
    [mutate],
  );
}
