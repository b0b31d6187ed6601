import { Button } from '@fluentui/react-button';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { requiredFieldsMessage } from '@licensing/domain';
import {
  Formik,
  type FormikErrors,
  type FormikHelpers,
  type FormikProps,
  type FormikTouched,
  type FormikValues,
  setIn,
  useFormikContext,
} from 'formik';
import { createContext, lazy, type MouseEvent, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { fieldErrorsOf } from '../../apollo/errors';
import { showToast } from '../toast';
import { type AnySchema, validateWithSchema } from './validate';

type SchemaFormProps<V extends FormikValues> = {
  /** A domain yup schema: required fields carry their label as message (SPEC §5). */
  schema: AnySchema;
  initialValues: V;
  /**
   * Saves the validated (cast) values. Navigate from here after success: the unsaved-changes guard
   * is already off. Throw (or let the mutation reject) to stay on the form with the guard back on;
   * the Apollo error link has already shown the server's message.
   */
  onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<void>;
  /** The submit button's text: 'Save' unless given. */
  submitLabel?: string;
  /**
   * The toast of an invalid submit, when the screen has its own (SPEC §5: customers say 'Please fill
   * in the required fields.'); by default the missing fields are named.
   */
  invalidMessage?: string;
  /** Ask before leaving with unsaved changes (default true). */
  guard?: boolean;
  /** Start empty again after each save: a form that makes one thing after another (API tokens). */
  clearAfterSubmit?: boolean;
  /** Shows a Cancel button beside the submit button. */
  onCancel?: () => void;
  /** More buttons beside the submit button. */
  actions?: ReactNode;
  'aria-label'?: string;
  /** 'medium' for a form of paired fields (FieldRow); 560 px unless told. */
  width?: 'medium';
  className?: string;
  children: ReactNode;
};

/** The schema of the form around: what its declared fields mark as required (DeclaredField). */
export const FormSchema = createContext<AnySchema | null>(null);

/** Short fields side by side, one under another where the form is narrow. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={useStyles().row}>{children}</div>;
}

// Loaded on demand: forms without the guard (sign-in) do not carry the dialog code.
const UnsavedChangesGuard = lazy(() =>
  import('./UnsavedChangesGuard').then((m) => ({ default: m.UnsavedChangesGuard })),
);

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  medium: { maxWidth: '720px' },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
    '& > *': { minWidth: 0 },
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
});

/**
 * Pressing Save or Cancel keeps the focus in the field: the field's blur would show its message,
 * move the buttons down and lose the click that was on its way.
 */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** Formik's nested errors / touched objects from values keyed by path ('lines.0.quantity'). */
function toFormik<R>(byPath: Record<string, unknown>): R {
  let result = {};
  for (const [path, value] of Object.entries(byPath)) result = setIn(result, path, value);
  return result as R;
}

/** Shows `messages` (by field path) under their fields, touched so they display. */
function showFieldErrors<V extends FormikValues>(
  formik: FormikProps<V>,
  messages: Record<string, string>,
): void {
  formik.setErrors(toFormik<FormikErrors<V>>(messages));
  const touched = Object.fromEntries(Object.keys(messages).map((path) => [path, true]));
  formik.setTouched(toFormik<FormikTouched<V>>(touched), false);
}

/**
 * While messages show, any change of values validates the form again, those the form sets itself
 * too (a pick filling other fields with setFieldValue(…, false)): no 'Required' stays under a field
 * just filled. Run here, after the change, it reads all the values of the pick at once.
 */
function RevalidateShownMessages() {
  const { values, errors, validateForm } = useFormikContext();
  const showing = Object.keys(errors).length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of values is the trigger.
  useEffect(() => {
    if (showing) void validateForm(values);
  }, [values]);
  return null;
}

/**
 * The form pattern of every screen: Formik + a domain yup schema. Submitting with missing required
 * fields shows 'Please fill in the following required fields: A, B' as a toast; other messages
 * appear under their fields (use <FormTextField> and friends as children).
 */
export function SchemaForm<V extends FormikValues>({
  schema,
  initialValues,
  onSubmit,
  submitLabel = 'Save',
  invalidMessage,
  guard = true,
  clearAfterSubmit = false,
  onCancel,
  actions,
  width,
  className,
  children,
  'aria-label': ariaLabel,
}: SchemaFormProps<V>) {
  const styles = useStyles();
  const bypassGuard = useRef(false);

  const validate = async (values: V) => {
    const result = await validateWithSchema(schema, values);
    return result.valid ? {} : toFormik<FormikErrors<V>>(result.fieldErrors);
  };

  return (
    <Formik<V>
      initialValues={initialValues}
      validate={validate}
      onSubmit={() => undefined}
      enableReinitialize
    >
      {(formik) => {
        const submit = async () => {
          const result = await validateWithSchema(schema, formik.values);
          if (!result.valid) {
            showFieldErrors(formik, result.fieldErrors);
            if (invalidMessage) showToast(invalidMessage, 'error');
            else if (result.missing.length > 0) showToast(requiredFieldsMessage(result.missing), 'error');
            return;
          }
          bypassGuard.current = true;
          formik.setSubmitting(true);
          try {
            await onSubmit(result.values, formik);
            // Saved: what is on screen is no longer unsaved (for forms that stay open).
            formik.resetForm(clearAfterSubmit ? undefined : { values: result.values });
          } catch (error) {
            // The error link has shown the server's message; stay on the form, with the server's
            // field messages (BAD_USER_INPUT) under their fields.
            const serverErrors = fieldErrorsOf(error);
            if (serverErrors) showFieldErrors(formik, serverErrors);
          } finally {
            bypassGuard.current = false;
            formik.setSubmitting(false);
          }
        };
        const form = (
          <form
            noValidate
            aria-label={ariaLabel}
            className={className ?? mergeClasses(styles.form, width === 'medium' && styles.medium)}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <FormSchema value={schema}>{children}</FormSchema>
            <RevalidateShownMessages />
            <div className={styles.actions}>
              <Button
                type="submit"
                appearance="primary"
                disabled={formik.isSubmitting}
                onMouseDown={keepFocus}
              >
                {submitLabel}
              </Button>
              {onCancel && (
                <Button appearance="secondary" onClick={onCancel} onMouseDown={keepFocus}>
                  Cancel
                </Button>
              )}
              {actions}
            </div>
            {guard && <UnsavedChangesGuard bypass={bypassGuard} />}
          </form>
        );
        // The form shows once its guard is there: an edit made sooner could leave unasked.
        return guard ? <Suspense fallback={null}>{form}</Suspense> : form;
      }}
    </Formik>
  );
}
