import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { listFields } from '../apollo/cache';
import { evictList } from '../apollo/evict';
import { graphql } from '../gql';

export const deleteCustomerMutation = graphql(`
  mutation DeleteCustomer($id: ID!) {
    deleteCustomer(id: $id)
  }
`);

/** Deletes a customer: it leaves the cache, and cached customer lists are refetched. */
export function useDeleteCustomerMutation() {
  const [mutate] = useMutation(deleteCustomerMutation);
  return useCallback(
    async (id: string) => {
      await mutate({
        variables: { id },
        update: (cache, { data }) =>
          evictList(cache, listFields.Customer, { __typename: 'Customer', id: data?.deleteCustomer ?? id }),
      });
    },
    [mutate],
  );
}
