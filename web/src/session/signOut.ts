import { resetClient } from '../apollo/clientReset';
import { postOperation } from '../apollo/persisted';
import { signOutMutation } from './meQuery';

/**
 * Ends the session: the gateway clears the cookie, then the client's cache is emptied (its watches
 * too, so screens still mounted do not refetch). Errors are ignored: signing out of no session is
 * fine. Light (no Apollo client), as the sign-in screen's loader runs it.
 */
export async function signOut(): Promise<void> {
  await postOperation(signOutMutation, {}).catch(() => undefined);
  await resetClient();
}
