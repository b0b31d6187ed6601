// Where a signed-out visitor wanted to go: carried through /signin as `?returnTo=`.

export const HOME_PATH = '/home';

/** The /signin URL that returns to `path` (a pathname with its query) after sign-in. */
export function signInPath(path?: string): string {
  if (!path || path === '/' || path.startsWith('/signin')) return '/signin';
  return `/signin?returnTo=${encodeURIComponent(path)}`;
}

/** A safe in-app path from `?returnTo=`: only same-origin absolute paths, else /home. */
export function returnToFrom(search: string): string {
  const value = new URLSearchParams(search).get('returnTo');
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/signin')) return HOME_PATH;
  return value;
}
