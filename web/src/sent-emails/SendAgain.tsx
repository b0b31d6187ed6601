// The sent-e-mail detail's own action (SPEC §2): a failed e-mail can be sent again.
import { useMutation } from '@apollo/client/react';
import { Button } from '@fluentui/react-button';
import { messages } from '@licensing/domain';
import { useState } from 'react';
import { graphql } from '../gql';
import { showToast } from '../shared/toast';

const retryMutation = graphql(`
  mutation RetrySentEmail($id: ID!) {
    retrySentEmail(id: $id) { id status attempts lastError }
  }
`);

export function SendAgain({ item }: { item: Record<string, unknown> }) {
  // The error link shows the server's Message, else SPEC §8's 'Send Email failed'.
  const [retry] = useMutation(retryMutation, { context: { errorText: messages.sendEmailFailed } });
  const [sending, setSending] = useState(false);
  if (item.status !== 'failed') return null;
  return (
    <Button
      disabled={sending}
      onClick={async () => {
        setSending(true);
        try {
          await retry({ variables: { id: String(item.id) } });
          showToast(messages.sendEmailSucceeded, 'success');
        } catch {
          // Shown by the error link.
        } finally {
          setSending(false);
        }
      }}
    >
      Send Again
    </Button>
  );
}
