// /request-trial-email/edit/{id}
import { graphql } from '../gql';
import { EditPage } from '../shared/resource/EditPage';
import { TrialRequestShow_request } from './fragments';
import { TrialRequestForm, toTrialRequestFormValues, toTrialRequestInput } from './TrialRequestForm';

export const trialRequestEditQuery = graphql(`
  query TrialRequestEdit($id: ID!) {
    requestTrialEmail(id: $id) {
      id
      ...TrialRequestShow_request
    }
  }
`);

export function TrialRequestEdit() {
  return (
    <EditPage
      query={trialRequestEditQuery}
      pick={(data) => data.requestTrialEmail}
      toValues={toTrialRequestFormValues}
      toInput={toTrialRequestInput}
      result={TrialRequestShow_request}
    >
      {(form) => <TrialRequestForm {...form} />}
    </EditPage>
  );
}
