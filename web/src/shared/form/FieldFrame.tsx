import { Field } from '@fluentui/react-field';
import { makeStyles } from '@griffel/react';
import { useField } from 'formik';
import type { ReactElement } from 'react';

const useStyles = makeStyles({
  // Fields side by side are as tall as the tallest (a hint, a message): the extra height goes
  // below the control, never into it, so paired inputs stay one height.
  field: { alignContent: 'start' },
});

type FieldFrameProps = {
  label?: string | undefined;
  required?: boolean | undefined;
  hint?: string | undefined;
  /** The field's message, shown under it; none while it is untouched. */
  error: string | undefined;
  children: ReactElement;
};

/** A Formik field with its message, shown once the field has been touched. */
export function useFormField<V = string | null | undefined>(name: string) {
  const [field, meta, helpers] = useField<V>(name);
  return { field, helpers, error: meta.touched ? meta.error : undefined };
}

/** The frame of every form input: label (its accessible name), required mark, hint, message. */
export function FieldFrame({ label, required, hint, error, children }: FieldFrameProps) {
  const styles = useStyles();
  return (
    <Field
      className={styles.field}
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
