import { Input, type InputProps } from '@fluentui/react-input';
import { FieldFrame, useFormField } from './FieldFrame';

type FormTextFieldProps = {
  /** The Formik field path, e.g. 'name'. */
  name: string;
  /** The visible label; also the input's accessible name. */
  label: string;
  required?: boolean;
  hint?: string;
  type?: InputProps['type'];
  autoComplete?: string;
};

/** A Fluent text input bound to Formik; shows the field's message once it has been touched. */
export function FormTextField({ name, label, required, hint, ...input }: FormTextFieldProps) {
  const { field, helpers, error } = useFormField(name);
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error}>
      <Input
        name={name}
        {...input}
        value={field.value ?? ''}
        onChange={(_, data) => helpers.setValue(data.value)}
        onBlur={field.onBlur}
      />
    </FieldFrame>
  );
}

/** Both inputs of a new password: masked, required, and marked new for the browser's password manager. */
const newPassword = { type: 'password', autoComplete: 'new-password', required: true } as const;

/** A new password, with the rule it must meet as its hint, and its confirmation (`confirmPassword`). */
export function NewPasswordFields({ name, label, rule }: { name: string; label: string; rule: string }) {
  return (
    <>
      <FormTextField name={name} label={label} hint={rule} {...newPassword} />
      <FormTextField name="confirmPassword" label="Confirm Password" {...newPassword} />
    </>
  );
}
