import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { listFields } from '../apollo/cache';
import { evictList } from '../apollo/evict';
import { graphql } from '../gql';
import type { CustomerInput } from '../gql/graphql';

export const createCustomerMutation = graphql(`
  mutation CreateCustomer($input: CustomerInput!) {
    createCustomer(input: $input) {
      isNewCustomer
      customer {
        id
        ...CustomerShow_customer
      }
    }
  }
`);

/**
 * Creates a customer and answers `{ isNewCustomer, customer }`: when the e-mail was already taken,
 * nothing was created and `customer` is the existing one. Cached customer lists are refetched.
 */
export function useCreateCustomerMutation() {
  const [mutate] = useMutation(createCustomerMutation);
  return useCallback(
    async (input: CustomerInput) => {
      const { data } = await mutate({
        variables: { input },
        update: (cache, { data: answer }) => {
          if (answer?.createCustomer.isNewCustomer) evictList(cache, listFields.Customer);
        },
      });
      if (!data) throw new Error('createCustomer answered no data');
      return data.createCustomer;
    },
    [mutate],
  );
}
