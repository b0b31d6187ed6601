// /customer/add. An e-mail that already belongs to a customer creates nothing: the user is offered
// the existing customer instead (SPEC §5).

import { useMutation } from '@apollo/client/react';
import { customerEntity, customerMessages, messages } from '@licensing/domain';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../gql';
import { pathsOf } from '../resources';
import { useConfirm } from '../shared/confirm/ConfirmDialog';
import { PageHeader } from '../shared/PageHeader';
import { evictWritten } from '../shared/resource/useEntityMutations';
import { showToast } from '../shared/toast';
import { CustomerForm, type CustomerFormValues, emptyCustomer, toCustomerInput } from './CustomerForm';

const createCustomerMutation = graphql(`
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

/** Asked when the e-mail belongs to a customer already: open that one instead? */
const existingCustomerQuestion = {
  title: 'Customer exists',
  message: customerMessages.existingCustomer,
  confirmLabel: 'Open',
  cancelLabel: 'Cancel',
};

/** Thrown to keep the form open and its changes unsaved when the existing customer is not opened. */
class StayOnForm extends Error {}

export function CustomerCreate() {
  const navigate = useNavigate();
  const confirm = useConfirm();
  // Not the generic create: an e-mail already taken creates nothing and answers that customer.
  const [createCustomer] = useMutation(createCustomerMutation, {
    context: { errorText: messages.addFailed },
    update: (cache, { data }) => {
      if (data?.createCustomer.isNewCustomer) evictWritten(cache, customerEntity);
    },
  });

  const submit = async (values: CustomerFormValues) => {
    const { data } = await createCustomer({ variables: { input: toCustomerInput(values) } });
    if (!data) throw new Error('createCustomer answered no data');
    const { isNewCustomer, customer } = data.createCustomer;
    if (isNewCustomer) showToast(messages.addSucceeded, 'success');
    else if (!(await confirm(existingCustomerQuestion))) throw new StayOnForm();
    await navigate(pathsOf(customerEntity).detail(customer.id));
  };

  return (
    <>
      <PageHeader title="Add Customer" />
      <CustomerForm
        mode="add"
        initialValues={emptyCustomer}
        onSubmit={submit}
        onCancel={() => navigate(pathsOf(customerEntity).list)}
      />
    </>
  );
}
