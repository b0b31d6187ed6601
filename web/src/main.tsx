import 'virtual:theme.css';
import { FluentProvider } from '@fluentui/react-provider';
import type { PartialTheme } from '@fluentui/react-theme';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { PageErrorBoundary } from './shared/ErrorScreen';
import { Toasts } from './shared/toast';

// /signin (SPEC §2) is a page of its own: it loads without the router, the Apollo client and the
// shell, and going to it or leaving it loads the page anew, so nothing of one session outlives it.
const Page = lazy(() =>
  window.location.pathname === '/signin'
    ? import('./session/SignIn').then((m) => m.signInPage())
    : import('./router').then((m) => ({ default: m.App })),
);

/** The theme's tokens are a stylesheet (vite.config.ts); the provider adds none of its own. */
const THEME_IN_STYLESHEET: PartialTheme = {};

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <FluentProvider theme={THEME_IN_STYLESHEET}>
      <PageErrorBoundary>
        <Suspense>
          <Page />
        </Suspense>
      </PageErrorBoundary>
      <Toasts />
    </FluentProvider>
  </StrictMode>,
);
