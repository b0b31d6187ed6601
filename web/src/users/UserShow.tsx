// /user/detail/{id}: the user, with Reset Password (to a mailed one-time password), Edit and Delete
// (which makes the user inactive).
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@fluentui/react-button';
import { ArrowResetRegular } from '@fluentui/react-icons';
import { formatPhone, userMessages } from '@licensing/domain';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { graphql } from '../gql';
import type { UserShow_UserFragment } from '../gql/graphql';
import { useConfirm } from '../shared/confirm/ConfirmDialog';
import { DetailList } from '../shared/detail/DetailList';
import { DetailPage } from '../shared/detail/DetailPage';
import { StatusBadge } from '../shared/StatusBadge';
import { showToast } from '../shared/toast';

export const userShowQuery = graphql(`
  query UserShow($id: ID!) {
    user(id: $id) {
      id
      ...UserShow_user
    }
  }
`);

const resetMutation = graphql(`
  mutation ResetUserPassword($id: ID!) {
    resetUserPassword(id: $id)
  }
`);

/** SPEC §5: reset to default confirms; the new password goes to the user by e-mail, never here. */
function ResetPassword({ user }: { user: UserShow_UserFragment }) {
  const confirm = useConfirm();
  const [reset] = useMutation(resetMutation, {
    context: { errorText: userMessages.resetPasswordFailed },
    refetchQueries: [userShowQuery],
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
          await reset({ variables: { id: user.id } });
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

export function UserShow() {
  const { id = '' } = useParams();
  const { data, loading } = useQuery(userShowQuery, { variables: { id } });
  return (
    <DetailPage item={data?.user} loading={loading} extraActions={(user) => <ResetPassword user={user} />}>
      {(user) => (
        <DetailList
          items={[
            ['Username', user.userName],
            ['Email', user.email],
            ['First Name', user.firstName],
            ['Last Name', user.lastName],
            ['Phone Number', user.phoneNumber ? formatPhone(user.phoneNumber) : ''],
            ['Role', user.role],
            ['Status', <StatusBadge key="status" isActive={user.isActive} />],
            ['Must Change Password', user.mustChangePassword ? 'Yes' : 'No'],
          ]}
        />
      )}
    </DetailPage>
  );
}
