import type { RouteObject } from 'react-router-dom';

/** The release package screens (SPEC §2), each its own chunk. */
export const releasePackageRoutes: RouteObject[] = [
  {
    path: 'releasepackages/:isFiltered?',
    lazy: () => import('./ReleasePackageList').then((m) => ({ Component: m.ReleasePackageList })),
  },
  {
    path: 'releasepackage/add',
    lazy: () => import('./ReleasePackageCreate').then((m) => ({ Component: m.ReleasePackageCreate })),
  },
  {
    path: 'releasepackage/edit/:id',
    lazy: () => import('./ReleasePackageEdit').then((m) => ({ Component: m.ReleasePackageEdit })),
  },
  {
    path: 'releasepackage/detail/:id',
    lazy: () => import('./ReleasePackageShow').then((m) => ({ Component: m.ReleasePackageShow })),
  },
];
