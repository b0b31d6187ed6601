import type { RouteObject } from 'react-router-dom';

/** The customer screens (SPEC §2), each its own chunk. */
export const customerRoutes: RouteObject[] = [
  {
    path: 'customers/:isFiltered?',
    lazy: () => import('./CustomerList').then((m) => ({ Component: m.CustomerList })),
  },
  {
    path: 'customer/add',
    lazy: () => import('./CustomerCreate').then((m) => ({ Component: m.CustomerCreate })),
  },
  {
    path: 'customer/edit/:id',
    lazy: () => import('./CustomerEdit').then((m) => ({ Component: m.CustomerEdit })),
  },
  {
    path: 'customer/detail/:id',
    lazy: () => import('./CustomerShow').then((m) => ({ Component: m.CustomerShow })),
  },
];
