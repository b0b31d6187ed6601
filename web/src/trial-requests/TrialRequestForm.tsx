// Trial request add/edit (SPEC §5): Product, First Name, Last Name, Email, Company and Subject.
import { productEntity, trialRequestSchema } from '@licensing/domain';
import { useFormikContext } from 'formik';
import type { TrialRequestInput, TrialRequestShow_RequestFragment } from '../gql/graphql';
import { DeclaredPicker } from '../shared/form/DeclaredPicker';
import { FormTextField } from '../shared/form/FormTextField';
import { SchemaForm } from '../shared/form/SchemaForm';
import type { FormProps } from '../shared/resource/CreatePage';
import { ownForm } from '../shared/resource/resource';
import { TrialRequestShow_request } from './fragments';

type TrialRequestFormValues = {
  productId: string;
  productLabel: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  subject: string;
  content: string;
};

const emptyTrialRequest: TrialRequestFormValues = {
  productId: '',
  productLabel: '',
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  subject: '',
  content: '',
};

const toTrialRequestFormValues = (request: TrialRequestShow_RequestFragment): TrialRequestFormValues => ({
  productId: request.productId,
  productLabel: request.productName,
  firstName: request.firstName,
  lastName: request.lastName,
  email: request.email,
  company: request.company,
  subject: request.subject,
  content: request.content ?? '',
});

const toTrialRequestInput = ({
  productLabel: _,
  content,
  ...values
}: TrialRequestFormValues): TrialRequestInput => ({
  ...values,
  content: content || null,
});

function Fields() {
  const { values } = useFormikContext<TrialRequestFormValues>();
  return (
    <>
      <DeclaredPicker
        entity={productEntity}
        name="productId"
        required
        initialLabel={values.productLabel || undefined}
      />
      <FormTextField name="firstName" label="First Name" required />
      <FormTextField name="lastName" label="Last Name" required />
      <FormTextField name="email" label="Email" required type="email" />
      <FormTextField name="company" label="Company" required />
      <FormTextField name="subject" label="Subject" required />
      <FormTextField name="content" label="Content" />
    </>
  );
}

export function TrialRequestForm(form: FormProps<TrialRequestFormValues>) {
  return (
    <SchemaForm schema={trialRequestSchema} aria-label="Trial Request" {...form}>
      <Fields />
    </SchemaForm>
  );
}

export const trialRequestForm = ownForm(TrialRequestForm, TrialRequestShow_request, {
  empty: () => emptyTrialRequest,
  toValues: toTrialRequestFormValues,
  toInput: toTrialRequestInput,
});
