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
    }
  }
`);

/** Clears the session cookie. */
export const signOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);
