// Every route of the client but /signin, a page of its own (main.tsx). Screens are lazy chunks;
// the shell's routes join when a path first needs them (shellRoutes.tsx).
import { messages } from '@licensing/domain';
import { createBrowserRouter, type RouteObject, RouterProvider, redirectDocument } from 'react-router-dom';
import { setUnauthenticatedHandler } from './apollo/authRedirect';
import { signOut } from './session/meQuery';
import { signInPath } from './session/returnTo';
import { PageSpinner } from './shared/PageSpinner';
import { RouteError } from './shared/RouteError';
import { keepToastsOverLoad, showToast } from './shared/toast';

const SHELL = 'shell';

export const routes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        // In-app ways to /signin (signing out, a lost session) end the session, then load that
        // page anew, keeping the toasts on screen.
        path: 'signin',
        loader: async ({ request }) => {
          await signOut();
          keepToastsOverLoad();
          return redirectDocument(`/signin${new URL(request.url).search}`);
        },
      },
      {
        lazy: () => import('./apollo/ApolloRoot').then((m) => ({ Component: m.ApolloRoot })),
        children: [
          {
            path: 'forgotpassword',
            lazy: () => import('./session/ForgotPassword').then((m) => ({ Component: m.ForgotPassword })),
          },
          {
            path: 'forgotpassword/:email/:message',
            lazy: () =>
              import('./session/ForgotPassword').then((m) => ({ Component: m.ForgotPasswordOutcome })),
          },
          {
            path: 'trial-request-action/:id/:action/:token',
            lazy: () =>
              import('./session/TrialRequestAction').then((m) => ({ Component: m.TrialRequestAction })),
          },
          {
            id: SHELL,
            lazy: () =>
              import('./shell/AppShell').then((m) => ({
                Component: m.AppShell,
                loader: m.loader,
                // The session is checked on entering the shell; a session lost later surfaces as
                // UNAUTHENTICATED, which the Apollo error link turns into /signin.
                shouldRevalidate: () => false,
              })),
          },
        ],
      },
    ],
  },
];

let shellPatched: Promise<void> | undefined;

export const router = createBrowserRouter(routes, {
  // Any path but the public ones is the shell's: its routes join the table on first need.
  patchRoutesOnNavigation: ({ patch }) => {
    shellPatched ??= import('./shellRoutes').then((m) => patch(SHELL, m.shellRoutes));
    return shellPatched;
  },
});

// A call answered UNAUTHENTICATED (SPEC §8): say so, remember where the user was, go to /signin.
setUnauthenticatedHandler(() => {
  const { pathname, search } = router.state.location;
  if (router.state.navigation.location?.pathname === '/signin') return;
  showToast(messages.authenticationRequired, 'error');
  void router.navigate(signInPath(pathname + search));
});

export function App() {
  return <RouterProvider router={router} />;
}
