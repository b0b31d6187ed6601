// A choice among a short list the form already holds (license types, plans, countries), bound to Formik.
import { Select } from '@fluentui/react-select';
import { FieldFrame, useFormField } from './FieldFrame';

type FormSelectFieldProps = {
  name: string;
  label: string;
  options: readonly { id: string; name: string }[];
  /** Required unless told (a country always has one). */
  required?: boolean;
  hint?: string;
  /** The empty choice's text, 'Choose…' unless given; none when false. */
  empty?: string | false;
  disabled?: boolean;
  onPick?: (id: string) => void;
};

export function FormSelectField({
  name,
  label,
  options,
  required = true,
  hint,
  empty = 'Choose…',
  disabled,
  onPick,
}: FormSelectFieldProps) {
  const { field, helpers, error } = useFormField(name);
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error}>
      <Select
        name={name}
        value={String(field.value ?? '')}
        disabled={disabled}
        onChange={(_, data) => {
          void helpers.setValue(data.value);
          onPick?.(data.value);
        }}
        onBlur={() => void helpers.setTouched(true)}
      >
        {empty !== false && <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
