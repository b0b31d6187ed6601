import { Select } from '@fluentui/react-select';
import { COUNTRIES } from '@licensing/domain';
import { useField } from 'formik';
import { FieldFrame } from '../shared/form/FieldFrame';

/** The country, chosen from the fixed list of 55 (SPEC §2). */
export function FormCountryField({ name, label = 'Country' }: { name: string; label?: string }) {
  const [field, meta, helpers] = useField<string | null | undefined>(name);
  const error = meta.touched ? meta.error : undefined;
  return (
    <FieldFrame label={label} error={error}>
      <Select
        name={name}
        value={field.value ?? ''}
        onChange={(_, data) => void helpers.setValue(data.value)}
        onBlur={field.onBlur}
      >
        {COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {country}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
