// A number input bound to Formik. The value is a number, or null while empty (so a schema can
// tell 0 from nothing: SPEC §5 'Price Per Month (0 is allowed; only null fails)').
import { Input } from '@fluentui/react-input';
import { UNLIMITED_FEATURE_VALUE } from '@licensing/domain';
import { useEffect, useState } from 'react';
import { FieldFrame, useFormField } from './FieldFrame';

type FormNumberFieldProps = {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** Step of the spin buttons, e.g. 0.01 for prices. */
  step?: number;
  min?: number;
  /** -1 (SPEC §3's special quantity) reads 'Unlimited', read-only: it is set and unset beside it. */
  unlimited?: boolean;
};

export function FormNumberField({ name, label, required, hint, step, min, unlimited }: FormNumberFieldProps) {
  const { field, helpers, error } = useFormField<number | null | undefined>(name);
  const value = field.value;
  const [text, setText] = useState(value == null ? '' : String(value));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside change of value matters.
  useEffect(() => {
    const shown = text.trim() === '' ? null : Number(text);
    if (shown !== (value ?? null)) setText(value == null ? '' : String(value));
  }, [value]);
  // The same input either way, so it keeps the focus when a typed -1 turns it unlimited.
  const isUnlimited = unlimited === true && value === UNLIMITED_FEATURE_VALUE;
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error}>
      <Input
        name={name}
        type={isUnlimited ? 'text' : 'number'}
        inputMode="decimal"
        step={step}
        min={min}
        value={isUnlimited ? 'Unlimited' : text}
        readOnly={isUnlimited}
        onChange={(_, data) => {
          setText(data.value);
          const trimmed = data.value.trim();
          const parsed = trimmed === '' ? null : Number(trimmed);
          void helpers.setValue(parsed === null || Number.isNaN(parsed) ? null : parsed);
        }}
        onBlur={field.onBlur}
      />
    </FieldFrame>
  );
}
