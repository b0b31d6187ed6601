// /newupdateemail (SPEC §2, §5): announce a release to customers. Pick the release and a 'New
// Update' template (its subject and content fill the form), the customers, then confirm; each
// customer gets their own mail, sent with ' - v' and the version appended to the subject.
import {
  EMAIL_TEMPLATE_TYPE_NAMES,
  NEW_UPDATE_PLACEHOLDERS,
  newUpdateEmailSchema,
  newUpdateSubject,
  releasePackageEntity,
} from '@licensing/domain';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { graphql } from '../gql';
import { CustomerMultiPicker } from '../shared/form/CustomerMultiPicker';
import { DeclaredPicker } from '../shared/form/DeclaredPicker';
import { FormSwitchField } from '../shared/form/FormSwitchField';
import { FormTextField } from '../shared/form/FormTextField';
import { SendEmailForm } from '../shared/form/SendEmailForm';
import { TemplatePicker } from '../shared/form/TemplatePicker';

const sendMutation = graphql(`
  mutation SendNewUpdateEmail($input: NewUpdateEmailInput!) {
    sendNewUpdateEmail(input: $input) {
      id
    }
  }
`);

/** The picked release: its version names the mail, its product the templates. */
type Release = { version: string; product: { id: string } | null };

/** The form's values: ids as the pickers' strings. */
const initialValues = {
  releasePackageId: '',
  emailTemplateId: '',
  allActiveLicenses: false,
  customers: [] as string[],
  subject: '',
  body: '',
};

type FormValues = typeof initialValues;

function NewUpdateFields() {
  const { values, setFieldValue } = useFormikContext<FormValues>();
  const [release, setRelease] = useState<Release | null>(null);
  return (
    <>
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
    </>
  );
}

export function NewUpdateEmail() {
  return (
    <SendEmailForm<FormValues>
      title="New Update Email"
      schema={newUpdateEmailSchema}
      initialValues={initialValues}
      placeholders={NEW_UPDATE_PLACEHOLDERS}
      mutation={sendMutation}
    >
      <NewUpdateFields />
    </SendEmailForm>
  );
}
