// The session's documents. Signing out needs no Apollo client: the sign-in page and the router's
// /signin route end the session without loading it.
import { postOperation } from '../apollo/persisted';
import { graphql } from '../gql';

/** Who is signed in: null without a session. The session itself is an HttpOnly cookie. */
export const meQuery = graphql(`
  query Me {
    me {
      userName
      firstName
      lastName
      isAdmin
      role
      mustChangePassword
      theme
    }
  }
`);

const signOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

/** Ends the session: the gateway clears the cookie. Signing out of no session is fine: errors are ignored. */
export async function signOut(): Promise<void> {
  await postOperation(signOutMutation, {}).catch(() => undefined);
}
