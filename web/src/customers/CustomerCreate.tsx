// /customer/add. An e-mail that already belongs to a customer creates nothing: the user is offered
// the existing customer instead (SPEC §5).
import { customerMessages, messages } from '@licensing/domain';
import { useNavigate } from 'react-router-dom';
import { useConfirm } from '../shared/confirm/ConfirmDialog';
import { PageHeader } from '../shared/PageHeader';
import { showToast } from '../shared/toast';
import { CustomerForm, type CustomerFormValues, emptyCustomer, toCustomerInput } from './CustomerForm';
import { useCreateCustomerMutation } from './useCreateCustomerMutation';

/** Thrown to keep the form open and its changes unsaved when the existing customer is not opened. */
class StayOnForm extends Error {}

export function CustomerCreate() {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const createCustomer = useCreateCustomerMutation();

  const submit = async (values: CustomerFormValues) => {
    const { isNewCustomer, customer } = await createCustomer(toCustomerInput(values));
    if (isNewCustomer) {
      showToast(messages.addSucceeded, 'success');
      await navigate(`/customer/detail/${customer.id}`);
      return;
    }
    const open = await confirm({
      title: 'Customer exists',
      message: customerMessages.existingCustomer,
      confirmLabel: 'Open',
      cancelLabel: 'Cancel',
    });
    if (!open) throw new StayOnForm();
    await navigate(`/customer/detail/${customer.id}`);
  };

  return (
    <>
      <PageHeader title="Add Customer" />
      <CustomerForm
        mode="add"
        initialValues={emptyCustomer}
        onSubmit={submit}
        onCancel={() => navigate('/customers')}
      />
    </>
  );
}
