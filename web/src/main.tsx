import { FluentProvider } from '@fluentui/react-provider';
import { webLightTheme } from '@fluentui/react-theme';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Toasts } from './shared/toast';

// /signin is a page of its own (SPEC §2): it loads without the router, the Apollo client and the
// shell, and going to it or leaving it loads the page anew, so nothing of one session outlives it.
const Page = lazy(() =>
  window.location.pathname === '/signin'
    ? import('./session/SignIn').then((m) => m.signInPage())
    : import('./router').then((m) => ({ default: m.App })),
);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <FluentProvider theme={webLightTheme}>
      <Suspense>
        <Page />
      </Suspense>
      <Toasts />
    </FluentProvider>
  </StrictMode>,
);
