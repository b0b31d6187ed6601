// /customer/edit/{id}
import { useQuery } from '@apollo/client/react';
import { Text } from '@fluentui/react-components';
import { messages } from '@licensing/domain';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../gql';
import { PageHeader } from '../shared/PageHeader';
import { PageSpinner } from '../shared/PageSpinner';
import { showToast } from '../shared/toast';
import { CustomerForm, type CustomerFormValues, toCustomerInput, toFormValues } from './CustomerForm';
import { useUpdateCustomerMutation } from './useUpdateCustomerMutation';

export const customerEditQuery = graphql(`
  query CustomerEdit($id: ID!) {
    customer(id: $id) {
      id
      ...CustomerForm_customer
    }
  }
`);

export function CustomerEdit() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const updateCustomer = useUpdateCustomerMutation();
  const { data, loading } = useQuery(customerEditQuery, { variables: { id } });
  const customer = data?.customer;
  const initialValues = useMemo(() => (customer ? toFormValues(customer) : null), [customer]);

  const submit = async (values: CustomerFormValues) => {
    await updateCustomer(id, toCustomerInput(values));
    showToast(messages.updateSucceeded, 'success');
    await navigate(`/customer/detail/${id}`);
  };

  return (
    <>
      <PageHeader title="Edit Customer" />
      {initialValues ? (
        <CustomerForm
          mode="edit"
          initialValues={initialValues}
          onSubmit={submit}
          onCancel={() => navigate(`/customer/detail/${id}`)}
        />
      ) : loading ? (
        <PageSpinner />
      ) : (
        <Text as="p">{messages.getCustomerDetailFailed}</Text>
      )}
    </>
  );
}
