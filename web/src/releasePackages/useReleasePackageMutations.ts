// The writes of release packages, each holding its cache update: lists are refetched (the new
// version may move a package to another page), a deleted package leaves the cache.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { listFields } from '../apollo/cache';
import { evictList } from '../apollo/evict';
import { graphql } from '../gql';
import type { ReleasePackageInput } from '../gql/graphql';

export const createReleasePackageMutation = graphql(`
  mutation CreateReleasePackage($input: ReleasePackageInput!) {
    createReleasePackage(input: $input) {
      id
      ...ReleasePackageShow_releasePackage
    }
  }
`);

export const updateReleasePackageMutation = graphql(`
  mutation UpdateReleasePackage($id: ID!, $input: ReleasePackageInput!) {
    updateReleasePackage(id: $id, input: $input) {
      id
      ...ReleasePackageShow_releasePackage
      ...ReleasePackageForm_releasePackage
    }
  }
`);

export const deleteReleasePackageMutation = graphql(`
  mutation DeleteReleasePackage($id: ID!) {
    deleteReleasePackage(id: $id)
  }
`);

export function useCreateReleasePackageMutation() {
  const [mutate] = useMutation(createReleasePackageMutation);
  return useCallback(
    async (input: ReleasePackageInput) => {
      const { data } = await mutate({
        variables: { input },
        update: (cache) => evictList(cache, listFields.ReleasePackage),
      });
      if (!data) throw new Error('createReleasePackage answered no data');
      return data.createReleasePackage;
    },
    [mutate],
  );
}

export function useUpdateReleasePackageMutation() {
  const [mutate] = useMutation(updateReleasePackageMutation);
  return useCallback(
    async (id: string, input: ReleasePackageInput) => {
      const { data } = await mutate({
        variables: { id, input },
        update: (cache) => evictList(cache, listFields.ReleasePackage),
      });
      if (!data) throw new Error('updateReleasePackage answered no data');
      return data.updateReleasePackage;
    },
    [mutate],
  );
}

export function useDeleteReleasePackageMutation() {
  const [mutate] = useMutation(deleteReleasePackageMutation);
  return useCallback(
    async (id: string) => {
      await mutate({
        variables: { id },
        update: (cache, { data }) =>
          evictList(cache, listFields.ReleasePackage, {
            __typename: 'ReleasePackage',
            id: data?.deleteReleasePackage ?? id,
          }),
      });
    },
    [mutate],
  );
}
