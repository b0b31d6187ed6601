// A required choice among a short list the form already holds (license types, plans), bound to Formik.
import { Select } from '@fluentui/react-select';
import { useField } from 'formik';
import { FieldFrame } from './FieldFrame';

export type FormSelectFieldProps = {
  name: string;
  label: string;
  options: readonly { id: string; name: string }[];
  disabled?: boolean;
  onPick?: (id: string) => void;
};

export function FormSelectField({ name, label, options, disabled, onPick }: FormSelectFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <FieldFrame label={label} required error={error}>
      <Select
        value={field.value}
        disabled={disabled}
        onChange={(_, data) => {
          void helpers.setValue(data.value);
          onPick?.(data.value);
        }}
        onBlur={() => void helpers.setTouched(true)}
      >
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
