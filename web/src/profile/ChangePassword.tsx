// /profile/changepassword (SPEC §2): the current password, a new one meeting SPEC §5's rule, and its
// confirmation. A user signed in with a mailed password is kept here until they choose their own.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { changePasswordSchema, userMessages } from '@licensing/domain';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../gql';
import { meQuery } from '../session/meQuery';
import { useSession } from '../session/session';
import { FormTextField, NewPasswordFields } from '../shared/form/FormTextField';
import { SchemaForm } from '../shared/form/SchemaForm';
import { PageHeader } from '../shared/PageHeader';
import { showToast } from '../shared/toast';

const changePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

const initialValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePassword() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const session = useSession();
  // The server's message ('Incorrect current password.', the first rule broken), else SPEC §8's.
  const [change] = useMutation(changePasswordMutation, {
    context: { errorText: userMessages.changePasswordFailed },
  });
  return (
    <>
      <PageHeader title="Change Password" />
      {session?.mustChangePassword && (
        <MessageBar intent="warning" style={{ marginBottom: 16, maxWidth: 560 }}>
          <MessageBarBody>
            You signed in with a password that was e-mailed to you. Choose a password of your own to go on.
          </MessageBarBody>
        </MessageBar>
      )}
      <SchemaForm
        schema={changePasswordSchema}
        initialValues={initialValues}
        aria-label="Change Password"
        submitLabel="Change password"
        onSubmit={async (values) => {
          await change({ variables: { input: values } });
          showToast(userMessages.passwordChanged, 'success');
          // The session no longer has to change its password: read it anew.
          await client.refetchQueries({ include: [meQuery] });
          await navigate('/home');
        }}
      >
        <FormTextField
          name="oldPassword"
          label="Current Password"
          type="password"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields name="newPassword" label="New Password" rule={userMessages.passwordRule} />
      </SchemaForm>
    </>
  );
}
