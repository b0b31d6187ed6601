// /signin (SPEC §2): visiting it signs out (the loader); signing in returns to the remembered path.

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { Link, MessageBar, MessageBarBody, Text, Title2 } from '@fluentui/react-components';
import { messages, type SignInValues, signInSchema } from '@licensing/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorCode, errorMessage } from '../apollo/errors';
import { graphql } from '../gql';
import { FormTextField } from '../shared/form/FormTextField';
import { SchemaForm } from '../shared/form/SchemaForm';
import { PublicCard, usePublicCardStyles } from './PublicCard';
import { returnToFrom } from './returnTo';
import { signOut } from './session';

export const signInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      userName
      isAdmin
      role
      mustChangePassword
    }
  }
`);

/** Route loader: the session ends before the sign-in screen shows. */
export async function loader() {
  await signOut();
  return null;
}

const initialValues: SignInValues = { email: '', password: '' };

/** The text for a failed sign-in: the server's message, or the SPEC §8 default. */
function failureText(error: unknown): string {
  if (!CombinedGraphQLErrors.is(error)) return messages.signInFailed;
  const fallback = errorCode(error) === 'FORBIDDEN' ? messages.accountNotActivated : messages.signInFailed;
  return errorMessage(error, fallback);
}

export function SignIn() {
  const styles = usePublicCardStyles();
  const navigate = useNavigate();
  const location = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const [signIn] = useMutation(signInMutation);

  const submit = async (values: SignInValues) => {
    setFailure(null);
    try {
      await signIn({
        variables: values,
        // The shell reads the whole session (names included) anew.
        update(cache) {
          cache.evict({ fieldName: 'me' });
        },
      });
    } catch (error) {
      setFailure(failureText(error));
      throw error;
    }
    // A mailed password must be changed first (the shell keeps the user there until it is).
    await navigate(returnToFrom(location.search), { replace: true });
  };

  return (
    <PublicCard>
      <Title2 as="h1">Licensing Back Office</Title2>
      <Text>Sign in with your e-mail address and password.</Text>
      {failure && (
        <div role="alert">
          <MessageBar intent="error">
            <MessageBarBody>{failure}</MessageBarBody>
          </MessageBar>
        </div>
      )}
      <SchemaForm
        schema={signInSchema}
        initialValues={initialValues}
        onSubmit={submit}
        submitLabel="Sign in"
        guard={false}
        className={styles.form}
      >
        <FormTextField name="email" label="Email" type="email" autoComplete="username" required />
        <FormTextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
        />
      </SchemaForm>
      <Link
        href="/forgotpassword"
        onClick={(event) => {
          event.preventDefault();
          void navigate('/forgotpassword');
        }}
      >
        Forgot your password?
      </Link>
    </PublicCard>
  );
}
