// Every route of the client. Screens are lazy chunks; /signin loads alone: without the Apollo
// client (ApolloRoot wraps every other route) and without the shell's routes, which the router
// adds when a path first needs them (shellRoutes.tsx).
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageSpinner } from './shared/PageSpinner';
import { RouteError } from './shared/RouteError';

const SHELL = 'shell';

export const routes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        path: 'signin',
        lazy: () => import('./session/SignIn').then((m) => ({ Component: m.SignIn, loader: m.loader })),
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
