// Trial request add/edit (SPEC §5): Product, First Name, Last Name, Email, Company and Subject.
import { trialRequestEntity } from '@licensing/domain';
import { DeclaredForm } from '../shared/form/DeclaredForm';
import type { FormProps } from '../shared/resource/CreatePage';
import type { FormValues } from '../shared/resource/formValues';
import { ownForm } from '../shared/resource/resource';
import { TrialRequestShow_request } from './fragments';

export function TrialRequestForm(form: FormProps<FormValues>) {
  return (
    // The declared fields in their order, Product first; the form is named as its screens name it.
    <DeclaredForm entity={trialRequestEntity} aria-label="Trial Request" {...form} />
  );
}

export const trialRequestForm = ownForm(TrialRequestForm, TrialRequestShow_request, {});
