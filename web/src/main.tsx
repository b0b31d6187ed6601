import { FluentProvider } from '@fluentui/react-provider';
import { webLightTheme } from '@fluentui/react-theme';
import { messages } from '@licensing/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { setUnauthenticatedHandler } from './apollo/authRedirect';
import { router } from './router';
import { signInPath } from './session/returnTo';
import { showToast, Toasts } from './shared/toast';

// A call answered UNAUTHENTICATED (SPEC §8): say so, remember where the user was, go to /signin.
setUnauthenticatedHandler(() => {
  const { pathname, search } = router.state.location;
  const going = router.state.navigation.location?.pathname;
  if (pathname === '/signin' || going === '/signin') return;
  showToast(messages.authenticationRequired, 'error');
  void router.navigate(signInPath(pathname + search));
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <FluentProvider theme={webLightTheme}>
      <RouterProvider router={router} />
      <Toasts />
    </FluentProvider>
  </StrictMode>,
);
