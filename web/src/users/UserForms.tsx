// User add (SPEC §5 Register) and edit forms. Add shows the last message the server names a field
// with (SPEC §8: 'User add also shows the last ModelState entry').
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { registerUserSchema, roleEntity, userEntity, userMessages } from '@licensing/domain';
import { useFormikContext } from 'formik';
import type { RegisterUserInput } from '../gql/graphql';
import { DeclaredField, DeclaredForm } from '../shared/form/DeclaredForm';
import { DeclaredPicker } from '../shared/form/DeclaredPicker';
import { FormSwitchField } from '../shared/form/FormSwitchField';
import { NewPasswordFields } from '../shared/form/FormTextField';
import { SchemaForm } from '../shared/form/SchemaForm';
import type { FormProps } from '../shared/resource/CreatePage';
import type { FormValues } from '../shared/resource/formValues';
import type { OwnFormProps } from '../shared/resource/resource';

/** Every field of the registration as text, as the inputs hold it. */
export type RegisterFormValues = Record<keyof RegisterUserInput, string>;

export const emptyRegistration = Object.fromEntries(
  Object.keys(registerUserSchema.fields).map((name) => [name, '']),
) as RegisterFormValues;

export const toRegisterInput = (values: RegisterFormValues): RegisterUserInput => ({
  email: values.email,
  password: values.password,
  confirmPassword: values.confirmPassword,
  firstName: values.firstName,
  lastName: values.lastName,
  phoneNumber: values.phoneNumber || null,
  roleId: values.roleId || null,
});

/** The last field message, once the user has tried to save. */
function LastMessage() {
  const { errors, submitCount } = useFormikContext<Record<string, unknown>>();
  const last = Object.values(errors)
    .filter((message) => typeof message === 'string')
    .at(-1) as string | undefined;
  if (submitCount === 0 || !last) return null;
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{last}</MessageBarBody>
    </MessageBar>
  );
}

/** A declared field of the user; the form's schema says whether it is required. */
const field = (name: string, autoComplete?: 'off') => (
  <DeclaredField key={name} entity={userEntity} name={name} autoComplete={autoComplete} />
);

/** Both forms end the person's part with these. */
const NAME_AND_PHONE = ['firstName', 'lastName', 'phoneNumber'];

export function RegisterUserForm(form: FormProps<RegisterFormValues>) {
  return (
    <SchemaForm schema={registerUserSchema} aria-label="User" {...form}>
      <LastMessage />
      {field('email', 'off')}
      <NewPasswordFields name="password" label="Password" rule={userMessages.passwordRule} />
      {NAME_AND_PHONE.map((name) => field(name))}
      <DeclaredPicker entity={roleEntity} name="roleId" placeholder="Staff unless picked" />
    </SchemaForm>
  );
}

/** The edit screen's form, its values and input as declared; adding a user registers them (UserCreate). */
export function UserForm({ item, ...form }: OwnFormProps<FormValues>) {
  return (
    <DeclaredForm entity={userEntity} {...form}>
      {field('userName')}
      {field('email')}
      <DeclaredPicker entity={roleEntity} name="roleId" required initialLabel={item && String(item.role)} />
      <FormSwitchField name="isActive" label="Active" hint="Status: inactive users cannot sign in." />
      {NAME_AND_PHONE.map((name) => field(name))}
    </DeclaredForm>
  );
}
