// /trial-request-action/{id}/{action}/{token} (SPEC §2): an administrator's e-mailed link to approve
// or decline a trial request. No sign-in: loading, then the outcome, or the server's Message.
import { useMutation } from '@apollo/client/react';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { Spinner } from '@fluentui/react-spinner';
import { Title2 } from '@fluentui/react-text';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../apollo/errors';
import { graphql } from '../gql';
import { PublicCard } from './PublicCard';

const actionMutation = graphql(`
  mutation TrialRequestAction($id: ID!, $action: String!, $token: String!) {
    trialRequestAction(id: $id, action: $action, token: $token)
  }
`);

export function TrialRequestAction() {
  const { id = '', action = '', token = '' } = useParams();
  const [run, { data, error }] = useMutation(actionMutation, { context: { silentErrors: true } });
  // Once: a second call would find the link used.
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    void run({ variables: { id, action, token } }).catch(() => null);
  }, [run, id, action, token]);
  return (
    <PublicCard>
      <Title2 as="h1">Trial request</Title2>
      {data || error ? (
        <MessageBar intent={error ? 'error' : 'success'}>
          <MessageBarBody>
            {error ? errorMessage(error, 'Process failed') : data?.trialRequestAction}
          </MessageBarBody>
        </MessageBar>
      ) : (
        <Spinner label="Loading…" />
      )}
    </PublicCard>
  );
}
