// Trial request add/edit (SPEC §5): Product, First Name, Last Name, Email, Company and Subject.
import { productEntity, trialRequestSchema } from '@licensing/domain';
import { DeclaredPicker } from '../shared/form/DeclaredPicker';
import { FormTextField } from '../shared/form/FormTextField';
import { SchemaForm } from '../shared/form/SchemaForm';
import type { FormProps } from '../shared/resource/CreatePage';
import type { FormValues } from '../shared/resource/formValues';
import { ownForm } from '../shared/resource/resource';
import { TrialRequestShow_request } from './fragments';

/** The declared fields, Product first. */
export function TrialRequestForm(form: FormProps<FormValues>) {
  return (
    <SchemaForm schema={trialRequestSchema} aria-label="Trial Request" {...form}>
      <DeclaredPicker entity={productEntity} name="productId" required />
      <FormTextField name="firstName" label="First Name" required />
      <FormTextField name="lastName" label="Last Name" required />
      <FormTextField name="email" label="Email" required type="email" />
      <FormTextField name="company" label="Company" required />
      <FormTextField name="subject" label="Subject" required />
      <FormTextField name="content" label="Content" />
    </SchemaForm>
  );
}

export const trialRequestForm = ownForm(TrialRequestForm, TrialRequestShow_request, {});
