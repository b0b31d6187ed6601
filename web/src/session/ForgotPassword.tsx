// /forgotpassword and /forgotpassword/{email}/{message} (SPEC §2): ask for a new password by e-mail;
// the outcome route shows 'success' as a notice and goes to sign-in, any other text as an error
// and comes back here.
import { useMutation } from '@apollo/client/react';
import { Link } from '@fluentui/react-link';
import { Text, Title2 } from '@fluentui/react-text';
import { forgotPasswordSchema, userMessages } from '@licensing/domain';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../apollo/errors';
import { graphql } from '../gql';
import { FormTextField } from '../shared/form/FormTextField';
import { SchemaForm } from '../shared/form/SchemaForm';
import { showToast } from '../shared/toast';
import { PublicCard } from './PublicCard';

const forgotPasswordMutation = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email)
  }
`);

const SUCCESS = 'success';

const outcomePath = (email: string, message: string) =>
  `/forgotpassword/${encodeURIComponent(email)}/${encodeURIComponent(message)}`;

export function ForgotPassword() {
  const navigate = useNavigate();
  // The outcome route says what went wrong; no second toast.
  const [ask] = useMutation(forgotPasswordMutation, { context: { silentErrors: true } });
  return (
    <PublicCard>
      <Title2 as="h1">Forgot your password?</Title2>
      <Text>Enter the e-mail address you sign in with: we will e-mail you a new password.</Text>
      <SchemaForm
        schema={forgotPasswordSchema}
        initialValues={{ email: '' }}
        submitLabel="Send new password"
        guard={false}
        onSubmit={async ({ email }) => {
          const outcome = await ask({ variables: { email } }).then(
            () => SUCCESS,
            (error: unknown) => errorMessage(error, userMessages.changePasswordFailed),
          );
          await navigate(outcomePath(email, outcome));
        }}
      >
        <FormTextField name="email" label="Email" type="email" autoComplete="username" required />
      </SchemaForm>
      <Link
        href="/signin"
        onClick={(event) => {
          event.preventDefault();
          void navigate('/signin');
        }}
      >
        Back to sign in
      </Link>
    </PublicCard>
  );
}

/** The outcome route: a notice and sign-in, or the error and back to the form. */
export function ForgotPasswordOutcome() {
  const { email = '', message = '' } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    // The notice first: going to /signin keeps the toasts on screen.
    if (message === SUCCESS) {
      showToast(`If ${email} has an account, a new password has been sent to it.`, 'success');
      void navigate('/signin', { replace: true });
    } else {
      showToast(message, 'error');
      void navigate('/forgotpassword', { replace: true });
    }
  }, [email, message, navigate]);
  return null;
}
