import type { RouteObject } from 'react-router-dom';

/** The product edition screens (SPEC §2), each its own chunk. */
export const productEditionRoutes: RouteObject[] = [
  {
    path: 'producteditions/:isFiltered?',
    lazy: () => import('./ProductEditionList').then((m) => ({ Component: m.ProductEditionList })),
  },
  {
    path: 'productedition/add',
    lazy: () => import('./ProductEditionCreate').then((m) => ({ Component: m.ProductEditionCreate })),
  },
  {
    path: 'productedition/edit/:id',
    lazy: () => import('./ProductEditionEdit').then((m) => ({ Component: m.ProductEditionEdit })),
  },
  {
    path: 'productedition/detail/:id',
    lazy: () => import('./ProductEditionShow').then((m) => ({ Component: m.ProductEditionShow })),
  },
];
