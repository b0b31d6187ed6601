import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { AppOperationContext } from '../apollo/client';
import { graphql } from '../gql';
import type { CustomerSupportAccountInput } from '../gql/graphql';

export const createCustomerSupportAccountMutation = graphql(`
  mutation CreateCustomerSupportAccount($customerId: ID!, $input: CustomerSupportAccountInput!) {
    createCustomerSupportAccount(customerId: $customerId, input: $input) {
      id
      ...CustomerShow_customer
    }
  }
`);

/**
 * Creates the customer's customer-support account; the normalized Customer gains its externalId.
 * Errors are not toasted: the dialog shows them.
 */
export function useCreateCustomerSupportAccountMutation() {
  const [mutate] = useMutation(createCustomerSupportAccountMutation);
  return useCallback(
    async (customerId: string, input: CustomerSupportAccountInput) => {
      const context: AppOperationContext = { silentErrors: true };
      const { data } = await mutate({ variables: { customerId, input }, context });
      if (!data) throw new Error('createCustomerSupportAccount answered no data');
      return data.createCustomerSupportAccount;
    },
    [mutate],
  );
}
