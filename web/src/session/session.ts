import { useQuery } from '@apollo/client/react';
import { redirect } from 'react-router-dom';
import { apolloClient } from '../apollo/client';
import type { MeQuery } from '../gql/graphql';
import { applyTheme } from '../shell/theme';
import { meQuery } from './meQuery';
import { signInPath } from './returnTo';

/**
 * Who is signed in, as meQuery reads it. `mustChangePassword`: signed in with a mailed password,
 * which must be changed before anything else works.
 */
export type Session = NonNullable<MeQuery['me']>;

/** Where a user who must change a mailed password is kept. */
export const CHANGE_PASSWORD_PATH = '/profile/changepassword';

/** The signed-in session (from the cache the shell's loader filled); null while unknown. */
export function useSession(): Session | null {
  const { data } = useQuery(meQuery, { fetchPolicy: 'cache-first' });
  return data?.me ?? null;
}

async function currentSession(): Promise<Session | null> {
  const { data } = await apolloClient.query({ query: meQuery, fetchPolicy: 'cache-first' });
  // The user's theme as the server keeps it (chosen in another browser, perhaps), before the shell shows.
  if (data?.me) applyTheme(data.me.theme);
  return data?.me ?? null;
}

/** Loader of the authenticated layout: a signed-out visitor goes to /signin, remembering the path. */
export async function requireSession({ request }: { request: Request }) {
  const session = await currentSession();
  if (!session) {
    const url = new URL(request.url);
    throw redirect(signInPath(url.pathname + url.search));
  }
  return null;
}

/** Loader of administrator-only screens (SPEC §6): others go to '/'. */
export async function requireAdmin() {
  const session = await currentSession();
  if (!session?.isAdmin) throw redirect('/');
  return null;
}
