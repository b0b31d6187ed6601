// An on/off switch bound to a boolean Formik field.
import { Field } from '@fluentui/react-field';
import { Switch } from '@fluentui/react-switch';
import { useField } from 'formik';

type FormSwitchFieldProps = { name: string; label: string; hint?: string };

export function FormSwitchField({ name, label, hint }: FormSwitchFieldProps) {
  const [field, , helpers] = useField<boolean | null | undefined>(name);
  return (
    <Field hint={hint}>
      <Switch
        name={name}
        label={label}
        checked={field.value === true}
        onChange={(_, data) => void helpers.setValue(data.checked)}
      />
    </Field>
  );
}
