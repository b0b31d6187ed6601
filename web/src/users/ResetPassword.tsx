// The user detail's own action (SPEC §5): reset to default confirms; the new password goes to the
// user by e-mail, never here.
import { useMutation } from '@apollo/client/react';
import { Button } from '@fluentui/react-button';
import { ArrowResetRegular } from '@fluentui/react-icons';
import { userEntity, userMessages } from '@licensing/domain';
import { useState } from 'react';
import { graphql } from '../gql';
import { useConfirm } from '../shared/confirm/ConfirmDialog';
import { entityDocuments } from '../shared/resource/documents';
import { showToast } from '../shared/toast';

const resetMutation = graphql(`
  mutation ResetUserPassword($id: ID!) {
    resetUserPassword(id: $id)
  }
`);

export function ResetPassword({ item: user }: { item: Record<string, unknown> }) {
  const confirm = useConfirm();
  const [reset] = useMutation(resetMutation, {
    context: { errorText: userMessages.resetPasswordFailed },
    // The user must change the mailed password: the detail shows it.
    refetchQueries: [entityDocuments(userEntity).detail],
  });
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<ArrowResetRegular />}
      disabled={busy}
      onClick={async () => {
        const question = `Are you sure to reset the password of ${user.userName} to default? A new password will be e-mailed to them.`;
        if (!(await confirm({ message: question }))) return;
        setBusy(true);
        try {
          await reset({ variables: { id: String(user.id) } });
          showToast(userMessages.resetPasswordSucceeded, 'success');
        } catch {
          // Shown by the error link.
        } finally {
          setBusy(false);
        }
      }}
    >
      Reset Password
    </Button>
  );
}
