// /sendingemail (SPEC §2, §5): send a license e-mail. Pick the license by its Order # (its customer
// follows), an 'Order' template (its subject and content fill the form), then confirm; the mail
// carries the signed license file. `?order=<order number>` preselects the license.
import { useQuery } from '@apollo/client/react';
import { Text } from '@fluentui/react-text';
import {
  customerEntity,
  customerLabel,
  EMAIL_TEMPLATE_TYPE_NAMES,
  licenseEmailSchema,
  messages,
  TEMPLATE_PLACEHOLDERS,
  withProductName,
} from '@licensing/domain';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../gql';
import type { LicenseEmailLicensePickerQuery } from '../gql/graphql';
import { DeclaredPicker } from '../shared/form/DeclaredPicker';
import { EntityCombobox } from '../shared/form/EntityCombobox';
import { FormTextField } from '../shared/form/FormTextField';
import { SendEmailForm } from '../shared/form/SendEmailForm';
import { TemplatePicker } from '../shared/form/TemplatePicker';

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
        ...LicenseLabel_license
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
    }
  }
`);

type License = LicenseEmailLicensePickerQuery['productLicenses']['items'][number];

/** The form's values: the picked rows' ids (the pickers' strings) and names, the mail's texts. */
const emptyValues = {
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

type FormValues = typeof emptyValues;

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
  const { values, setValues } = useFormikContext<FormValues>();
  return (
    <>
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
    </>
  );
}

export function SendLicenseEmail() {
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
  return (
    <SendEmailForm<FormValues>
      title="Send License Email"
      schema={licenseEmailSchema}
      initialValues={initialValues}
      placeholders={TEMPLATE_PLACEHOLDERS}
      mutation={sendMutation}
    >
      <LicenseEmailFields />
    </SendEmailForm>
  );
}
