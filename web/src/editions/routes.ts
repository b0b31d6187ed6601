import type { RouteObject } from 'react-router-dom';

/** The screens of the older Edition entity (SPEC §2), each its own chunk. */
export const editionRoutes: RouteObject[] = [
  {
    path: 'editions/:isFiltered?',
    lazy: () => import('./EditionList').then((m) => ({ Component: m.EditionList })),
  },
  {
    path: 'edition/add',
    lazy: () => import('./EditionCreate').then((m) => ({ Component: m.EditionCreate })),
  },
  {
    path: 'edition/edit/:id',
    lazy: () => import('./EditionEdit').then((m) => ({ Component: m.EditionEdit })),
  },
  {
    path: 'edition/detail/:id',
    lazy: () => import('./EditionShow').then((m) => ({ Component: m.EditionShow })),
  },
];
