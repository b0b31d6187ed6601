import { Field } from '@fluentui/react-field';
import type { ReactElement } from 'react';

type FieldFrameProps = {
  label?: string | undefined;
  required?: boolean | undefined;
  hint?: string | undefined;
  /** The field's message, shown under it; none while it is untouched. */
  error: string | undefined;
  children: ReactElement;
};

/** The frame of every form input: label (its accessible name), required mark, hint, message. */
export function FieldFrame({ label, required, hint, error, children }: FieldFrameProps) {
  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      validationState={error ? 'error' : 'none'}
      validationMessage={error}
    >
      {children}
    </Field>
  );
}
