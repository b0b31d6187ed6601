// The customer-support account dialog (SPEC §5, §7): the customer's contact fields, prefilled;
// on failure the dialog shows the server's message, or 'Create customer support failed'.
import { useMutation } from '@apollo/client/react';
import { Button } from '@fluentui/react-button';
import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { type CustomerSupportValues, customerSupportSchema, messages } from '@licensing/domain';
import { useState } from 'react';
import { errorMessage } from '../apollo/errors';
import { graphql } from '../gql';
import type { CustomerShow_CustomerFragment } from '../gql/graphql';
import { FormTextField } from '../shared/form/FormTextField';
import { SchemaForm } from '../shared/form/SchemaForm';
import { showToast } from '../shared/toast';
import { orNull } from './CustomerForm';
import { FormCountryField } from './FormCountryField';

// The normalized Customer gains its externalId.
const createAccountMutation = graphql(`
  mutation CreateCustomerSupportAccount($customerId: ID!, $input: CustomerSupportAccountInput!) {
    createCustomerSupportAccount(customerId: $customerId, input: $input) {
      id
      ...CustomerShow_customer
    }
  }
`);

type SupportFormValues = { [K in keyof CustomerSupportValues]-?: string };

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    alignItems: 'start',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
  },
  error: { marginBottom: tokens.spacingVerticalM },
});

function initialValuesOf(customer: CustomerShow_CustomerFragment): SupportFormValues {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phoneNumber,
    company: customer.companyName ?? '',
    address: customer.address ?? '',
    city: customer.city ?? '',
    state: customer.state ?? '',
    postalCode: customer.zipCode ?? '',
    country: customer.country,
    additionalInfo: customer.additionalInfo ?? '',
  };
}

type Props = { customer: CustomerShow_CustomerFragment; open: boolean; onClose: () => void };

export function CustomerSupportDialog({ customer, open, onClose }: Props) {
  const styles = useStyles();
  // Errors are not toasted: the dialog shows them.
  const [createAccount] = useMutation(createAccountMutation, { context: { silentErrors: true } });
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };

  const submit = async (values: SupportFormValues) => {
    setError(null);
    try {
      // The names and the e-mail are required; any other field left blank is sent as null.
      const { firstName, lastName, email, ...optional } = values;
      const blanksAsNull = Object.entries(optional).map(([name, value]) => [name, orNull(value)]);
      const input = { firstName, lastName, email, ...Object.fromEntries(blanksAsNull) };
      await createAccount({ variables: { customerId: customer.id, input } });
    } catch (failure) {
      setError(errorMessage(failure, messages.createCustomerSupportFailed));
      throw failure; // stay open, with any field messages under their fields
    }
    showToast(messages.processSucceeded, 'success');
    close();
  };

  return (
    <Dialog open={open} modalType="modal" onOpenChange={(_, data) => !data.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Create Customer Support Account</DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="error" className={styles.error}>
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            <SchemaForm
              schema={customerSupportSchema}
              initialValues={initialValuesOf(customer)}
              onSubmit={submit}
              guard={false}
              submitLabel="Create"
              className={styles.form}
              aria-label="Customer support account"
              actions={
                <Button appearance="secondary" onClick={close}>
                  Cancel
                </Button>
              }
            >
              <FormTextField name="firstName" label="First Name" required />
              <FormTextField name="lastName" label="Last Name" required />
              <FormTextField name="email" label="Email" type="email" required />
              <FormTextField name="phone" label="Phone" type="tel" />
              <FormTextField name="company" label="Company" />
              <FormTextField name="address" label="Address" />
              <FormTextField name="city" label="City" />
              <FormTextField name="state" label="State" />
              <FormTextField name="postalCode" label="Postal Code" />
              <FormCountryField name="country" />
              <FormTextField name="additionalInfo" label="Additional Info" />
            </SchemaForm>
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
