import type { RouteObject } from 'react-router-dom';

/** License types have a list and a detail view only (SPEC §2). */
export const licenseTypeRoutes: RouteObject[] = [
  {
    path: 'licensetypes/:isFiltered?',
    lazy: () => import('./LicenseTypeList').then((m) => ({ Component: m.LicenseTypeList })),
  },
  {
    path: 'licensetype/detail/:id',
    lazy: () => import('./LicenseTypeShow').then((m) => ({ Component: m.LicenseTypeShow })),
  },
];
