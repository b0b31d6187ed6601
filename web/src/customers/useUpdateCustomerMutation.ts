import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { listFields } from '../apollo/cache';
import { evictList } from '../apollo/evict';
import { graphql } from '../gql';
import type { CustomerInput } from '../gql/graphql';

export const updateCustomerMutation = graphql(`
  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {
    updateCustomer(id: $id, input: $input) {
      id
      ...CustomerShow_customer
      ...CustomerForm_customer
    }
  }
`);

/** Updates a customer: the normalized Customer updates itself; lists are refetched (sort, filters). */
export function useUpdateCustomerMutation() {
  const [mutate] = useMutation(updateCustomerMutation);
  return useCallback(
    async (id: string, input: CustomerInput) => {
      const { data } = await mutate({
        variables: { id, input },
        update: (cache) => evictList(cache, listFields.Customer),
      });
      if (!data) throw new Error('updateCustomer answered no data');
      return data.updateCustomer;
    },
    [mutate],
  );
}
