// Trial request add/edit (SPEC §5): Product, First Name, Last Name, Email, Company and Subject.
import { trialRequestEntity } from '@licensing/domain';
import { DeclaredField, DeclaredForm } from '../shared/form/DeclaredForm';
import type { FormProps } from '../shared/resource/CreatePage';
import type { FormValues } from '../shared/resource/formValues';
import { ownForm } from '../shared/resource/resource';
import { TrialRequestShow_request } from './fragments';

/** The declared fields, Product first. */
const FIELDS = ['productId', 'firstName', 'lastName', 'email', 'company', 'subject', 'content'];

export function TrialRequestForm(form: FormProps<FormValues>) {
  return (
    <DeclaredForm entity={trialRequestEntity} aria-label="Trial Request" {...form}>
      {FIELDS.map((name) => (
        <DeclaredField key={name} entity={trialRequestEntity} name={name} />
      ))}
    </DeclaredForm>
  );
}

export const trialRequestForm = ownForm(TrialRequestForm, TrialRequestShow_request, {});
