// The customer-support account dialog (SPEC §5, §7): the customer's contact fields, prefilled;
// on failure the dialog shows the server's message, or 'Create customer support failed'.
import { useMutation } from '@apollo/client/react';
import { Button } from '@fluentui/react-button';
import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import {
  type CustomerSupportValues,
  customerEntity,
  customerSupportSchema,
  messages,
} from '@licensing/domain';
import { useState } from 'react';
import { errorMessage } from '../apollo/errors';
import { graphql } from '../gql';
import type { CustomerShow_CustomerFragment } from '../gql/graphql';
import { DeclaredField } from '../shared/form/DeclaredForm';
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

/** The dialog's fields are the customer's, by the same names: it starts from the customer's values. */
const initialValuesOf = (customer: CustomerShow_CustomerFragment) =>
  Object.fromEntries(
    Object.keys(customerSupportSchema.fields).map((name) => [
      name,
      customer[name as keyof SupportFormValues] ?? '',
    ]),
  ) as SupportFormValues;

type Props = { customer: CustomerShow_CustomerFragment; open: boolean; onClose: () => void };

export function CustomerSupportDialog({ customer, open, onClose }: Props) {
  const styles = useStyles();
  // Errors are not toasted: the dialog shows them.
  const [createAccount] = useMutation(createAccountMutation, { context: { silentErrors: true } });
  const [error, setError] = useState<string | null>(null);
  const field = (name: string, label?: string) => (
    <DeclaredField key={name} entity={customerEntity} name={name} label={label} />
  );

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
              {['firstName', 'lastName', 'email', 'phoneNumber'].map((name) => field(name))}
              {['companyName', 'address', 'city', 'state'].map((name) => field(name))}
              {field('zipCode', 'Postal Code')}
              <FormCountryField name="country" />
              {field('additionalInfo')}
            </SchemaForm>
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
