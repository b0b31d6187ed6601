// The frame of both e-mail sending screens (license e-mail, new-update e-mail): the short fields
// above the content editor with its placeholders, Send after a confirmation, then the sent e-mails.
import { useMutation } from '@apollo/client/react';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { messages, sentEmailEntity } from '@licensing/domain';
import type { FormikValues } from 'formik';
import type { DocumentNode } from 'graphql';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AppOperationContext } from '../../apollo/client';
import { pathsOf } from '../../resources';
import { useConfirm } from '../confirm/ConfirmDialog';
import { PageHeader } from '../PageHeader';
import { evictWritten } from '../resource/useEntityMutations';
import { showToast } from '../toast';
import type { RichTextEditorProps } from './RichTextEditor';
import { RichTextField } from './RichTextField';
import { SchemaForm } from './SchemaForm';
import type { AnySchema } from './validate';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '960px' },
  short: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
});

/** The schema's cast values as the send input: its fields only, ids (numbers) as GraphQL IDs. */
function sendInput(schema: AnySchema, values: FormikValues) {
  const idOf = (value: unknown) => (typeof value === 'number' ? String(value) : value);
  return Object.fromEntries(
    Object.keys(schema.fields).map((name) => {
      const value: unknown = values[name];
      return [name, Array.isArray(value) ? value.map(idOf) : idOf(value)];
    }),
  );
}

type SendEmailFormProps<V extends FormikValues> = {
  /** The page's title, also the form's name. */
  title: string;
  schema: AnySchema;
  initialValues: V;
  /** Tokens the content may hold, listed beside its editor. */
  placeholders: RichTextEditorProps['placeholders'];
  /** The send mutation, of `$input`: the schema's fields, cast (ids as strings, texts trimmed). */
  mutation: DocumentNode;
  /** The fields above the content. */
  children: ReactNode;
};

export function SendEmailForm<V extends FormikValues>({
  title,
  schema,
  initialValues,
  placeholders,
  mutation,
  children,
}: SendEmailFormProps<V>) {
  const styles = useStyles();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const sentEmails = pathsOf(sentEmailEntity).list;
  // Cancel goes back to the screen the user came from (the order's detail…), or to the sent e-mails
  // when this one was the first opened: React Router names the entry a visit starts on 'default'.
  const openedFirst = useLocation().key === 'default';
  // The error link shows the server's Message, else SPEC §8's 'Send Email failed'; the sent e-mails
  // list shows the new mails next.
  const [send] = useMutation(mutation, {
    context: { errorText: messages.sendEmailFailed } satisfies AppOperationContext,
    update: (cache) => evictWritten(cache, sentEmailEntity),
  });
  return (
    <>
      <PageHeader title={title} />
      <SchemaForm<V>
        schema={schema}
        initialValues={initialValues}
        aria-label={title}
        className={styles.form}
        submitLabel="Send"
        onCancel={() => void (openedFirst ? navigate(sentEmails) : navigate(-1))}
        onSubmit={async (values) => {
          // Declining keeps the form as it is, unsaved (SchemaForm: a throw stays on the form).
          if (!(await confirm({ message: messages.sendEmailConfirmation }))) throw new Error('Not confirmed');
          await send({ variables: { input: sendInput(schema, values) } });
          showToast(messages.sendEmailSucceeded, 'success');
          await navigate(sentEmails);
        }}
      >
        <div className={styles.short}>{children}</div>
        <RichTextField name="body" label="Content" required placeholders={placeholders} />
      </SchemaForm>
    </>
  );
}
