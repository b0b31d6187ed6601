// The sent-e-mail detail's own action (SPEC §2): a failed e-mail can be sent again.
import { useMutation } from '@apollo/client/react';
import { messages } from '@licensing/domain';
import { graphql } from '../gql';
import { ActionButton } from '../shared/ActionButton';

const retryMutation = graphql(`
  mutation RetrySentEmail($id: ID!) {
    retrySentEmail(id: $id) { id status attempts lastError }
  }
`);

export function SendAgain({ item }: { item: Record<string, unknown> }) {
  // The error link shows the server's Message, else SPEC §8's 'Send Email failed'.
  const [retry] = useMutation(retryMutation, { context: { errorText: messages.sendEmailFailed } });
  if (item.status !== 'failed') return null;
  return (
    <ActionButton
      run={() => retry({ variables: { id: String(item.id) } })}
      succeeded={messages.sendEmailSucceeded}
    >
      Send Again
    </ActionButton>
  );
}
