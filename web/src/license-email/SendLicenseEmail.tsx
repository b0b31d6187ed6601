// /sendingemail (SPEC §2, §5): send a license e-mail. Pick the license by its Order # (its customer
// follows), an 'Order' template (its subject and content fill the form), then confirm; the mail
// carries the signed license file. `?order=<order number>` preselects the license.
import { useMutation, useQuery } from '@apollo/client/react';
import { Text } from '@fluentui/react-text';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import {
  customerEntity,
  customerLabel,
  EMAIL_TEMPLATE_TYPE_NAMES,
  type LicenseEmailValues,
  licenseEmailSchema,
  messages,
  sentEmailEntity,
  TEMPLATE_PLACEHOLDERS,
  withProductName,
} from '@licensing/domain';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../gql';
import type { LicenseEmailLicensePickerQuery } from '../gql/graphql';
import { pathsOf } from '../resources';
import { useConfirm } from '../shared/confirm/ConfirmDialog';
import { DeclaredPicker } from '../shared/form/DeclaredPicker';
import { EntityCombobox } from '../shared/form/EntityCombobox';
import { FormTextField } from '../shared/form/FormTextField';
import { RichTextField } from '../shared/form/RichTextField';
import { SchemaForm } from '../shared/form/SchemaForm';
import { TemplatePicker } from '../shared/form/TemplatePicker';
import { PageHeader } from '../shared/PageHeader';
import { evictWritten } from '../shared/resource/useEntityMutations';
import { showToast } from '../shared/toast';
import { useGoBack } from '../shared/useGoBack';

const licensePickerQuery = graphql(`
  query LicenseEmailLicensePicker(
    $page: Int
    $pageSize: Int
    $search: String
    $filter: ProductLicenseFilter
  ) {
    productLicenses(page: $page, pageSize: $pageSize, search: $search, filter: $filter) {
      totalCount
      items {
        id
        orderNumber
        customerId
        customerName
        customer {
          ...CustomerLabel_customer
        }
        productId
        productName
        productEditionName
      }
    }
  }
`);

const addressQuery = graphql(`
  query LicenseEmailAddress($customerId: ID!) {
    licenseEmailAddress(customerId: $customerId)
  }
`);

const sendMutation = graphql(`
  mutation SendLicenseEmail($input: LicenseEmailInput!) {
    sendLicenseEmail(input: $input) {
      id
      recipients
      subject
      status
    }
  }
`);

type License = LicenseEmailLicensePickerQuery['productLicenses']['items'][number];

type FormValues = {
  productLicenseId: string;
  licenseLabel: string;
  licenseDescription: string;
  productId: string;
  customerId: string;
  customerLabel: string;
  emailTemplateId: string;
  subject: string;
  body: string;
};

const emptyValues: FormValues = {
  productLicenseId: '',
  licenseLabel: '',
  licenseDescription: '',
  productId: '',
  customerId: '',
  customerLabel: '',
  emailTemplateId: '',
  subject: '',
  body: '',
};

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '960px' },
  short: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
});

const licenseLabel = (license: License) => `${license.orderNumber} (${license.customerName})`;

/** The picked license's values, as the form holds them. */
const licenseValues = (license: License): Partial<FormValues> => ({
  productLicenseId: license.id,
  licenseLabel: licenseLabel(license),
  licenseDescription: withProductName(license.productName, license.productEditionName),
  productId: license.productId,
  customerId: license.customerId,
  customerLabel: customerLabel(license),
});

function Address({ customerId }: { customerId: string }) {
  const { data } = useQuery(addressQuery, {
    variables: { customerId },
    context: { errorText: messages.getDefaultEmailFailed },
  });
  return data ? <Text>Sends to: {data.licenseEmailAddress}</Text> : null;
}

function LicenseEmailFields() {
  const styles = useStyles();
  const { values, setValues } = useFormikContext<FormValues>();
  return (
    <>
      <div className={styles.short}>
        <EntityCombobox
          name="productLicenseId"
          label="Order #"
          required
          query={licensePickerQuery}
          pageOf={(data) => data.productLicenses}
          toOption={(license: License) => ({ id: license.id, label: licenseLabel(license) })}
          initialLabel={values.licenseLabel || undefined}
          onPick={(_, license) => {
            if (license) void setValues((current) => ({ ...current, ...licenseValues(license) }), false);
          }}
        />
        {values.licenseDescription && <Text>License: {values.licenseDescription}</Text>}
        <DeclaredPicker
          entity={customerEntity}
          name="customerId"
          required
          initialLabel={values.customerLabel || undefined}
        />
        {values.customerId && <Address customerId={values.customerId} />}
        <TemplatePicker
          name="emailTemplateId"
          typeName={EMAIL_TEMPLATE_TYPE_NAMES.order}
          productId={values.productId}
        />
        <FormTextField name="subject" label="Subject" required />
      </div>
      <RichTextField name="body" label="Content" required placeholders={TEMPLATE_PLACEHOLDERS} />
    </>
  );
}

export function SendLicenseEmail() {
  const styles = useStyles();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const goBack = useGoBack(pathsOf(sentEmailEntity).list);
  const [params] = useSearchParams();
  const order = params.get('order');
  const { data: preselected } = useQuery(licensePickerQuery, {
    variables: { page: 1, pageSize: 10, filter: { orderNumber: order } },
    skip: !order,
  });
  const picked = preselected?.productLicenses.items.find((license) => license.orderNumber === order);
  const initialValues = useMemo(
    () => (picked ? { ...emptyValues, ...licenseValues(picked) } : emptyValues),
    [picked],
  );
  // The error link shows the server's Message, else SPEC §8's 'Send Email failed'.
  const [send] = useMutation(sendMutation, { context: { errorText: messages.sendEmailFailed } });
  return (
    <>
      <PageHeader title="Send License Email" />
      <SchemaForm<FormValues>
        schema={licenseEmailSchema}
        initialValues={initialValues}
        aria-label="Send License Email"
        className={styles.form}
        submitLabel="Send"
        onCancel={goBack}
        onSubmit={async (formValues) => {
          const values = formValues as unknown as LicenseEmailValues;
          // Declining keeps the form as it is, unsaved (SchemaForm: a throw stays on the form).
          if (!(await confirm({ message: messages.sendEmailConfirmation }))) throw new Error('Not confirmed');
          await send({
            variables: {
              input: {
                productLicenseId: String(values.productLicenseId),
                customerId: String(values.customerId),
                emailTemplateId: String(values.emailTemplateId),
                subject: values.subject,
                body: values.body,
              },
            },
            update: (cache) => evictWritten(cache, sentEmailEntity),
          });
          showToast(messages.sendEmailSucceeded, 'success');
          await navigate(pathsOf(sentEmailEntity).list);
        }}
      >
        <LicenseEmailFields />
      </SchemaForm>
    </>
  );
}
