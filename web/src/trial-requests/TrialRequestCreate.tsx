// /request-trial-email/add
import { resourceOf } from '../resources';
import { CreatePage } from '../shared/resource/CreatePage';
import { TrialRequestShow_request } from './fragments';
import {
  emptyTrialRequest,
  TrialRequestForm,
  type TrialRequestFormValues,
  toTrialRequestInput,
} from './TrialRequestForm';

export function TrialRequestCreate() {
  return (
    <CreatePage<TrialRequestFormValues>
      resource={resourceOf('TrialRequest')}
      result={TrialRequestShow_request}
      toInput={toTrialRequestInput}
    >
      {(form) => <TrialRequestForm initialValues={emptyTrialRequest} {...form} />}
    </CreatePage>
  );
}
