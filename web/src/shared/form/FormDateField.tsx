// A date field bound to Formik: Fluent's DatePicker, typed as MM/DD/YYYY (SPEC §2) or picked from
// its calendar. The value is 'YYYY-MM-DD' ('' for none).
import { Input } from '@fluentui/react-input';
import { lazy, Suspense, useState } from 'react';
import { FieldFrame, useFormField } from './FieldFrame';

// The calendar is large and no sign-in page needs it: it loads with the first date field.
const DatePickerInput = lazy(() => import('./DatePickerInput').then((m) => ({ default: m.DatePickerInput })));

type FormDateFieldProps = {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  disabled?: boolean;
};

export function FormDateField({ name, label, required, hint, disabled }: FormDateFieldProps) {
  const { field, helpers, error: message } = useFormField(name);
  const [invalid, setInvalid] = useState(false);
  const error = invalid ? `${label} must be a date as MM/DD/YYYY` : message;
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error}>
      <Suspense fallback={<Input name={name} disabled placeholder="MM/DD/YYYY" />}>
        <DatePickerInput
          name={name}
          value={field.value ?? ''}
          disabled={disabled}
          onChange={(value) => {
            setInvalid(value === null);
            if (value !== null && value !== field.value) void helpers.setValue(value);
          }}
          onBlur={() => {
            // Left with no date typed, the picker shows the last date again: no message then.
            setInvalid(false);
            void helpers.setTouched(true);
          }}
        />
      </Suspense>
    </FieldFrame>
  );
}
