// /customer/edit/{id}
import { messages } from '@licensing/domain';
import { graphql } from '../gql';
import { EditPage } from '../shared/resource/EditPage';
import { CustomerForm, toCustomerInput, toFormValues } from './CustomerForm';
import { CustomerShow_customer } from './fragments';

export const customerEditQuery = graphql(`
  query CustomerEdit($id: ID!) {
    customer(id: $id) {
      id
      ...CustomerShow_customer
    }
  }
`);

export function CustomerEdit() {
  return (
    <EditPage
      query={customerEditQuery}
      pick={(data) => data.customer}
      toValues={toFormValues}
      toInput={toCustomerInput}
      result={CustomerShow_customer}
      failedText={messages.getCustomerDetailFailed}
    >
      {(form) => <CustomerForm mode="edit" {...form} />}
    </EditPage>
  );
}
