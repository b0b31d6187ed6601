import { postOperation } from '../apollo/persisted';
import { signOutMutation } from './meQuery';

/**
 * Ends the session: the gateway clears the cookie. Errors are ignored: signing out of no session is
 * fine. Run by the sign-in page, which loads without the Apollo client (and so without any data
 * of the session it ends).
 */
export async function signOut(): Promise<void> {
  await postOperation(signOutMutation, {}).catch(() => undefined);
}
