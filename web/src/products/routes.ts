import type { RouteObject } from 'react-router-dom';

/** The product screens (SPEC §2), each its own chunk. */
export const productRoutes: RouteObject[] = [
  {
    path: 'products/:isFiltered?',
    lazy: () => import('./ProductList').then((m) => ({ Component: m.ProductList })),
  },
  {
    path: 'product/add',
    lazy: () => import('./ProductCreate').then((m) => ({ Component: m.ProductCreate })),
  },
  {
    path: 'product/edit/:id',
    lazy: () => import('./ProductEdit').then((m) => ({ Component: m.ProductEdit })),
  },
  {
    path: 'product/detail/:id',
    lazy: () => import('./ProductShow').then((m) => ({ Component: m.ProductShow })),
  },
];
