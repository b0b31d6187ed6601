import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { customerEntity, messages } from '@licensing/domain';
import type { CustomerInput, CustomerShow_CustomerFragment } from '../gql/graphql';
import { DeclaredField, DeclaredForm } from '../shared/form/DeclaredForm';
import type { FormProps } from '../shared/resource/CreatePage';
import { emptyValues, toInput } from '../shared/resource/formValues';
import { ownForm } from '../shared/resource/resource';
import { FormCountryField } from './FormCountryField';
import { CustomerShow_customer } from './fragments';

/** Every field as text, as the inputs hold it. */
export type CustomerFormValues = {
  [K in keyof Omit<CustomerShow_CustomerFragment, 'id' | '__typename' | 'externalId'>]-?: string;
};

/** A new customer, as declared: SPEC's default country, every other field blank. */
export const emptyCustomer = emptyValues<CustomerFormValues>(customerEntity);

/** An empty optional field is sent as null. */
export const orNull = (value: string | null | undefined) => (value ? value : null);

/** The validated (cast) form values as the declared GraphQL input; a blank code is left to the server. */
export const toCustomerInput = (values: CustomerFormValues) =>
  ({ ...toInput(customerEntity, values), code: orNull(values.code) }) as CustomerInput;

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    alignItems: 'start',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalM,
    maxWidth: '880px',
  },
});

type CustomerFormProps = FormProps<CustomerFormValues> & {
  /** Edit shows (and requires) the Customer Code; add leaves it to the server. */
  mode: 'add' | 'edit';
};

/** Customer add/edit (SPEC §5): First Name, Last Name, Email and Phone required; edit also the code. */
export function CustomerForm({ mode, ...form }: CustomerFormProps) {
  const styles = useStyles();
  const field = (name: string, autoComplete?: 'off') => (
    <DeclaredField key={name} entity={customerEntity} name={name} autoComplete={autoComplete} />
  );
  return (
    <DeclaredForm
      entity={customerEntity}
      mode={mode}
      invalidMessage={messages.invalidForm}
      className={styles.form}
      aria-label={mode === 'edit' ? 'Edit customer' : 'Add customer'}
      {...form}
    >
      {mode === 'edit' && field('code')}
      {/* The customer's contact, not the user's own: the browser offers nothing. */}
      {['firstName', 'lastName', 'email', 'phoneNumber'].map((name) => field(name, 'off'))}
      {['companyName', 'jobTitle', 'address', 'address2', 'city', 'state', 'zipCode'].map((name) =>
        field(name),
      )}
      <FormCountryField name="country" />
      {field('additionalInfo')}
    </DeclaredForm>
  );
}

// Its values as declared (every field as text).
export const customerForm = ownForm(CustomerForm, CustomerShow_customer, {
  toInput: toCustomerInput,
  failedText: messages.getCustomerDetailFailed,
});
