// The colour theme (issue 29): the user's choice is kept on the server (me.theme, setTheme) and
// follows them to any browser; null follows the operating system's (the stylesheet's
// prefers-color-scheme). The page's `data-theme` attribute picks the stylesheet's variables
// (vite.config.ts), and this browser remembers the last choice so public/theme.js can apply it
// before the first paint.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import type { Theme } from '../gql/graphql';
import { meQuery } from '../session/meQuery';

/** The key public/theme.js reads. */
const STORAGE_KEY = 'theme';

/** Shows `theme` now, and remembers it in this browser for the next page load's first paint. */
export function applyTheme(theme: Theme | null | undefined): void {
  const root = document.documentElement;
  try {
    if (theme) localStorage.setItem(STORAGE_KEY, theme);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private modes): the choice still shows, from the server on each load.
  }
  if (theme) root.dataset.theme = theme;
  else delete root.dataset.theme;
}

const setThemeMutation = graphql(`
  mutation SetTheme($theme: Theme) {
    setTheme(theme: $theme)
  }
`);

export type ThemeChoice = Theme | 'system';

/** The signed-in user's theme choice, and its change: shown at once, then kept on the server. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const { data } = useQuery(meQuery, { fetchPolicy: 'cache-first' });
  const client = useApolloClient();
  const [setTheme] = useMutation(setThemeMutation);
  const choose = (choice: ThemeChoice) => {
    const theme = choice === 'system' ? null : choice;
    applyTheme(theme);
    client.cache.updateQuery({ query: meQuery }, (cached) =>
      cached?.me ? { ...cached, me: { ...cached.me, theme } } : cached,
    );
    void setTheme({ variables: { theme } });
  };
  return [data?.me?.theme ?? 'system', choose];
}
