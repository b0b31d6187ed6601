// Every route of the client. Screens are lazy chunks: /signin loads without the app shell.
import { createBrowserRouter, type RouteObject, redirect } from 'react-router-dom';
import { addonRoutes } from './addons/routes';
import { customerRoutes } from './customers/routes';
import { editionRoutes } from './editions/routes';
import { featureRoutes } from './features/routes';
import { licenseTypeRoutes } from './licenseTypes/routes';
import { productEditionRoutes } from './productEditions/routes';
import { productRoutes } from './products/routes';
import { releasePackageRoutes } from './releasePackages/routes';
import { HOME_PATH } from './session/returnTo';
import { PageSpinner } from './shared/PageSpinner';
import { RouteError } from './shared/RouteError';
import { sections } from './shell/sections';

const notAvailable = () => import('./shell/NotAvailable').then((m) => ({ Component: m.NotAvailable }));
const requireAdmin = () => import('./session/session').then((m) => m.requireAdmin());

/** Sections with screens of their own; the rest show '<Section> is not available yet.' for now. */
const built = new Set([
  'Home',
  'Products',
  'Customers',
  'Release Packages',
  'Add-ons',
  'Product Editions',
  'Features',
  'Editions',
  'License Types',
]);

function placeholderRoutes(): RouteObject[] {
  return sections
    .filter((section) => !built.has(section.label))
    .flatMap((section): RouteObject[] => {
      const handle = { section: section.label };
      const loader = section.adminOnly ? requireAdmin : undefined;
      const list = section.path.replace(/^\//, '');
      const paths = section.resource
        ? [section.isFiltered ? `${list}/:isFiltered?` : list, `${section.resource}/*`]
        : [list];
      return [...new Set(paths)].map((path) => ({ path, handle, loader, lazy: notAvailable }));
    });
}

const shellRoutes: RouteObject[] = [
  { index: true, loader: () => redirect(HOME_PATH) },
  { path: 'home', lazy: () => import('./shell/Home').then((m) => ({ Component: m.Home })) },
  ...productRoutes,
  ...productEditionRoutes,
  ...featureRoutes,
  ...editionRoutes,
  ...licenseTypeRoutes,
  ...customerRoutes,
  ...releasePackageRoutes,
  ...addonRoutes,
  ...placeholderRoutes(),
  // SPEC §2: any unknown route goes to /home.
  { path: '*', loader: () => redirect(HOME_PATH) },
];

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
        id: 'shell',
        lazy: () =>
          import('./shell/AppShell').then((m) => ({
            Component: m.AppShell,
            loader: m.loader,
            // The session is checked on entering the shell; a session lost later surfaces as
            // UNAUTHENTICATED, which the Apollo error link turns into /signin.
            shouldRevalidate: () => false,
          })),
        children: shellRoutes,
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
