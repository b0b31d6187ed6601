// A date input bound to Formik. The value is 'YYYY-MM-DD' ('' for none); it displays as
// MM/DD/YYYY (SPEC §2) through the domain's formatDate and parseDisplayDate.
import { Input } from '@fluentui/react-input';
import { formatDate, parseDisplayDate } from '@licensing/domain';
import { useField } from 'formik';
import { useEffect, useState } from 'react';
import { FieldFrame } from './FieldFrame';

export type FormDateFieldProps = {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  disabled?: boolean;
};

export function FormDateField({ name, label, required, hint, disabled }: FormDateFieldProps) {
  const [field, meta, helpers] = useField<string | null | undefined>(name);
  const value = field.value ?? '';
  const [text, setText] = useState(formatDate(value));
  const [invalid, setInvalid] = useState(false);
  // A value set from outside (reset, prefill) replaces what is typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside change of value matters.
  useEffect(() => {
    if (parseDisplayDate(text) !== value) {
      setText(formatDate(value));
      setInvalid(false);
    }
  }, [value]);
  const error = invalid ? `${label} must be a date as MM/DD/YYYY` : meta.touched ? meta.error : undefined;
  return (
    <FieldFrame label={label} required={required} hint={hint ?? 'MM/DD/YYYY'} error={error}>
      <Input
        name={name}
        value={text}
        placeholder="MM/DD/YYYY"
        disabled={disabled}
        onChange={(_, data) => {
          setText(data.value);
          const parsed = data.value.trim() === '' ? '' : parseDisplayDate(data.value);
          setInvalid(parsed === null);
          if (parsed !== null) void helpers.setValue(parsed);
        }}
        onBlur={field.onBlur}
      />
    </FieldFrame>
  );
}
