import type { RouteObject } from 'react-router-dom';

/** The add-on screens (SPEC §2; the list takes no isFiltered segment), each its own chunk. */
export const addonRoutes: RouteObject[] = [
  { path: 'addons', lazy: () => import('./AddonList').then((m) => ({ Component: m.AddonList })) },
  { path: 'addon/add', lazy: () => import('./AddonCreate').then((m) => ({ Component: m.AddonCreate })) },
  { path: 'addon/edit/:id', lazy: () => import('./AddonEdit').then((m) => ({ Component: m.AddonEdit })) },
  { path: 'addon/detail/:id', lazy: () => import('./AddonShow').then((m) => ({ Component: m.AddonShow })) },
];
