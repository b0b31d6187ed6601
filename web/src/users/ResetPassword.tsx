// The user detail's own action (SPEC §5): reset to default confirms; the new password goes to the
// user by e-mail, never here.
import { useMutation } from '@apollo/client/react';
import { ArrowResetRegular } from '@fluentui/react-icons';
import { userEntity, userMessages } from '@licensing/domain';
import { graphql } from '../gql';
import { ActionButton } from '../shared/ActionButton';
import { entityDocuments } from '../shared/resource/documents';

const resetMutation = graphql(`
  mutation ResetUserPassword($id: ID!) {
    resetUserPassword(id: $id)
  }
`);

export function ResetPassword({ item: user }: { item: Record<string, unknown> }) {
  const [reset] = useMutation(resetMutation, {
    context: { errorText: userMessages.resetPasswordFailed },
    // The user must change the mailed password: the detail shows it.
    refetchQueries: [entityDocuments(userEntity).detail],
  });
  return (
    <ActionButton
      icon={<ArrowResetRegular />}
      question={() =>
        `Are you sure to reset the password of ${user.userName} to default? A new password will be e-mailed to them.`
      }
      run={() => reset({ variables: { id: String(user.id) } })}
      succeeded={userMessages.resetPasswordSucceeded}
    >
      Reset Password
    </ActionButton>
  );
}
