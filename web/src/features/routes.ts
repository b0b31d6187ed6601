import type { RouteObject } from 'react-router-dom';

/** The feature screens (SPEC §2), each its own chunk. /feature/add takes ?productID= (and ?returnTo=). */
export const featureRoutes: RouteObject[] = [
  {
    path: 'features/:isFiltered?',
    lazy: () => import('./FeatureList').then((m) => ({ Component: m.FeatureList })),
  },
  {
    path: 'feature/add',
    lazy: () => import('./FeatureCreate').then((m) => ({ Component: m.FeatureCreate })),
  },
  {
    path: 'feature/edit/:id',
    lazy: () => import('./FeatureEdit').then((m) => ({ Component: m.FeatureEdit })),
  },
  {
    path: 'feature/detail/:id',
    lazy: () => import('./FeatureShow').then((m) => ({ Component: m.FeatureShow })),
  },
];
