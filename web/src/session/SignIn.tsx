// /signin (SPEC §2), a page of its own (main.tsx): visiting it signs out; signing in loads the
// remembered path.

import { Link } from '@fluentui/react-link';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { Text, Title2 } from '@fluentui/react-text';
import { messages, type SignInValues, signInSchema } from '@licensing/domain';
import { useState } from 'react';
import { errorCode, errorMessage } from '../apollo/errors';
import { OperationFailed, postOperation } from '../apollo/persisted';
import { graphql } from '../gql';
import { FormTextField } from '../shared/form/FormTextField';
import { SchemaForm } from '../shared/form/SchemaForm';
import { signOut } from './meQuery';
import { PublicCard } from './PublicCard';
import { returnToFrom } from './returnTo';

// The session it answers is read anew by the shell (meQuery), which the page loads next.
const signInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      userName
    }
  }
`);

/** The sign-in page, once the session it replaces has ended. */
export async function signInPage() {
  await signOut();
  return { default: SignIn };
}

const initialValues: SignInValues = { email: '', password: '' };

/** The text for a failed sign-in: the server's message, or the SPEC §8 default. */
function failureText(error: unknown): string {
  if (!(error instanceof OperationFailed)) return messages.signInFailed;
  const fallback = errorCode(error) === 'FORBIDDEN' ? messages.accountNotActivated : messages.signInFailed;
  return errorMessage(error, fallback);
}

export function SignIn() {
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: SignInValues) => {
    setFailure(null);
    try {
      // Sent without the Apollo client, which the shell loads: this screen stays light.
      await postOperation(signInMutation, values);
    } catch (error) {
      setFailure(failureText(error));
      throw error;
    }
    // A mailed password must be changed first (the shell keeps the user there until it is).
    window.location.replace(returnToFrom(window.location.search));
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
      <Link href="/forgotpassword">Forgot your password?</Link>
    </PublicCard>
  );
}
