// /request-trial-email/edit/{id}
import { graphql } from '../gql';
import { EditPage } from '../shared/resource/EditPage';
import { TrialRequestShow_request } from './fragments';
import { TrialRequestForm, toTrialRequestFormValues, toTrialRequestInput } from './TrialRequestForm';

export const trialRequestEditQuery = graphql(`
  query TrialRequestEdit($id: ID!) {
    trialRequest(id: $id) {
      id
      ...TrialRequestShow_request
    }
  }
`);

export function TrialRequestEdit() {
  return (
    <EditPage
      query={trialRequestEditQuery}
      pick={(data) => data.trialRequest}
      toValues={toTrialRequestFormValues}
      toInput={toTrialRequestInput}
      result={TrialRequestShow_request}
    >
      {(form) => <TrialRequestForm {...form} />}
    </EditPage>
  );
}
