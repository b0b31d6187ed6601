// Trial request add/edit (SPEC §5): Product, First Name, Last Name, Email, Company and Subject.
import { trialRequestEntity } from '@licensing/domain';
import { DeclaredField, DeclaredForm } from '../shared/form/DeclaredForm';
import type { FormProps } from '../shared/resource/CreatePage';
import type { FormValues } from '../shared/resource/formValues';
import { ownForm } from '../shared/resource/resource';
import { TrialRequestShow_request } from './fragments';

/** The declared fields, Product first. */
export function TrialRequestForm(form: FormProps<FormValues>) {
  const field = (name: string) => <DeclaredField entity={trialRequestEntity} name={name} />;
  return (
    <DeclaredForm entity={trialRequestEntity} aria-label="Trial Request" {...form}>
      {field('productId')}
      {field('firstName')}
      {field('lastName')}
      {field('email')}
      {field('company')}
      {field('subject')}
      {field('content')}
    </DeclaredForm>
  );
}

export const trialRequestForm = ownForm(TrialRequestForm, TrialRequestShow_request, {});
