import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { listFields } from '../apollo/cache';
import { evictList } from '../apollo/evict';
import { graphql } from '../gql';
import type { EditionInput } from '../gql/graphql';

export const createEditionMutation = graphql(`
  mutation CreateEdition($input: EditionInput!) {
    createEdition(input: $input) {
      id
      ...EditionShow_edition
    }
  }
`);

export const updateEditionMutation = graphql(`
  mutation UpdateEdition($id: ID!, $input: EditionInput!) {
    updateEdition(id: $id, input: $input) {
      id
      ...EditionShow_edition
      ...EditionForm_edition
    }
  }
`);

export const deleteEditionMutation = graphql(`
  mutation DeleteEdition($id: ID!) {
    deleteEdition(id: $id)
  }
`);

export function useCreateEditionMutation() {
  const [mutate] = useMutation(createEditionMutation);
  return useCallback(
    async (input: EditionInput) => {
      const { data } = await mutate({
        variables: { input },
        update: (cache) => evictList(cache, listFields.Edition),
      });
      if (!data) throw new Error('createEdition answered no data');
      return data.createEdition;
    },
    [mutate],
  );
}

export function useUpdateEditionMutation() {
  const [mutate] = useMutation(updateEditionMutation);
  return useCallback(
    async (id: string, input: EditionInput) => {
      const { data } = await mutate({
        variables: { id, input },
        update: (cache) => evictList(cache, listFields.Edition),
      });
      if (!data) throw new Error('updateEdition answered no data');
      return data.updateEdition;
    },
    [mutate],
  );
}

export function useDeleteEditionMutation() {
  const [mutate] = useMutation(deleteEditionMutation);
  return useCallback(
    async (id: string) => {
      await mutate({
        variables: { id },
        update: (cache, { data }) =>
          evictList(cache, listFields.Edition, { __typename: 'Edition', id: data?.deleteEdition ?? id }),
      });
    },
    [mutate],
  );
}
