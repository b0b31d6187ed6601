// /newupdateemail (SPEC §2, §5): announce a release to customers. Pick the release and a 'New
// Update' template (its subject and content fill the form), the customers, then confirm; each
// customer gets their own mail, sent with ' - v' and the version appended to the subject.
import { useMutation } from '@apollo/client/react';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import {
  EMAIL_TEMPLATE_TYPE_NAMES,
  messages,
  NEW_UPDATE_PLACEHOLDERS,
  type NewUpdateEmailValues,
  newUpdateEmailSchema,
  newUpdateSubject,
  releasePackageEntity,
  sentEmailEntity,
} from '@licensing/domain';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../gql';
import { pathsOf } from '../resources';
import { useConfirm } from '../shared/confirm/ConfirmDialog';
import { CustomerMultiPicker } from '../shared/form/CustomerMultiPicker';
import { DeclaredPicker } from '../shared/form/DeclaredPicker';
import { FormSwitchField } from '../shared/form/FormSwitchField';
import { FormTextField } from '../shared/form/FormTextField';
import { RichTextField } from '../shared/form/RichTextField';
import { SchemaForm } from '../shared/form/SchemaForm';
import { TemplatePicker } from '../shared/form/TemplatePicker';
import { PageHeader } from '../shared/PageHeader';
import { evictWritten } from '../shared/resource/useEntityMutations';
import { showToast } from '../shared/toast';
import { useGoBack } from '../shared/useGoBack';

const sendMutation = graphql(`
  mutation SendNewUpdateEmail($input: NewUpdateEmailInput!) {
    sendNewUpdateEmail(input: $input) {
      id
      recipients
      subject
      status
      createdDate
      sentEmailTypeName
    }
  }
`);

/** The form's values: ids as the pickers' strings. */
/** The picked release: its version names the mail, its product the templates. */
type Release = { version: string; product: { id: string } | null };

type FormValues = {
  releasePackageId: string;
  emailTemplateId: string;
  allActiveLicenses: boolean;
  customers: string[];
  subject: string;
  body: string;
};

const initialValues: FormValues = {
  releasePackageId: '',
  emailTemplateId: '',
  allActiveLicenses: false,
  customers: [],
  subject: '',
  body: '',
};

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '960px' },
  short: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
});

function NewUpdateFields() {
  const styles = useStyles();
  const { values, setFieldValue } = useFormikContext<FormValues>();
  const [release, setRelease] = useState<Release | null>(null);
  return (
    <>
      <div className={styles.short}>
        <DeclaredPicker
          entity={releasePackageEntity}
          name="releasePackageId"
          required
          onPick={(_, item) => {
            setRelease(item as Release | null);
            // Another product's templates no longer fit.
            if ((item as Release | null)?.product?.id !== release?.product?.id)
              void setFieldValue('emailTemplateId', '', false);
          }}
        />
        <TemplatePicker
          name="emailTemplateId"
          typeName={EMAIL_TEMPLATE_TYPE_NAMES.newUpdate}
          productId={release?.product?.id}
        />
        <FormSwitchField
          name="allActiveLicenses"
          label="Every customer with an active license"
          hint="Added to the customers picked below."
        />
        <CustomerMultiPicker name="customers" label="Customer" required={!values.allActiveLicenses} />
        <FormTextField
          name="subject"
          label="Subject"
          required
          hint={
            release && values.subject
              ? `Sent as: ${newUpdateSubject(values.subject, release.version)}`
              : "The release's version is appended: ' - v' and the version."
          }
        />
      </div>
      <RichTextField name="body" label="Content" required placeholders={NEW_UPDATE_PLACEHOLDERS} />
    </>
  );
}

export function NewUpdateEmail() {
  const styles = useStyles();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const goBack = useGoBack(pathsOf(sentEmailEntity).list);
  // The error link shows the server's Message, else SPEC §8's 'Send Email failed'.
  const [send] = useMutation(sendMutation, { context: { errorText: messages.sendEmailFailed } });
  return (
    <>
      <PageHeader title="New Update Email" />
      <SchemaForm<FormValues>
        schema={newUpdateEmailSchema}
        initialValues={initialValues}
        aria-label="New Update Email"
        className={styles.form}
        submitLabel="Send"
        onCancel={goBack}
        onSubmit={async (formValues) => {
          // The schema's cast: ids as numbers, texts trimmed.
          const values = formValues as unknown as NewUpdateEmailValues;
          // Declining keeps the form as it is, unsaved (SchemaForm: a throw stays on the form).
          if (!(await confirm({ message: messages.sendEmailConfirmation }))) throw new Error('Not confirmed');
          await send({
            variables: {
              input: {
                releasePackageId: String(values.releasePackageId),
                emailTemplateId: String(values.emailTemplateId),
                allActiveLicenses: values.allActiveLicenses,
                customers: values.customers.map(String),
                subject: values.subject,
                body: values.body,
              },
            },
            // The sent e-mails list shows them next.
            update: (cache) => evictWritten(cache, sentEmailEntity),
          });
          showToast(messages.sendEmailSucceeded, 'success');
          await navigate(pathsOf(sentEmailEntity).list);
        }}
      >
        <NewUpdateFields />
      </SchemaForm>
    </>
  );
}
