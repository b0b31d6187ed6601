// The routes inside the app shell, from the registry (resources.ts): loaded with the shell, so
// the sign-in screen loads without the registry and its declarations.
import { type RouteObject, redirect } from 'react-router-dom';
import { resources } from './resources';
import { HOME_PATH } from './session/returnTo';
import { type Resource, type Screen, type ScreenKind, segmentOf } from './shared/resource/resource';
import type { ResourceHandle } from './shared/resource/useResource';

const requireAdmin = () => import('./session/session').then((m) => m.requireAdmin());

/** A screen of the resource: its folder's, one built from its entity's declaration, or none. */
function screenOf(resource: Resource, kind: ScreenKind): Screen | undefined {
  const own = resource.screens?.[kind];
  if (own) return own;
  if (!resource.entity || kind === 'page' || (resource.viewOnly && (kind === 'add' || kind === 'edit')))
    return undefined;
  return () => import('./shared/resource/DeclaredScreens').then((m) => m.declaredScreens(resource)[kind]);
}

/** The list and add/edit/detail routes of a resource (SPEC §2). */
function resourceRoutes(resource: Resource): RouteObject[] {
  const handle: ResourceHandle = { resource };
  const list = resource.path.replace(/^\//, '');
  const segment = segmentOf(resource);
  // Writes of administrator-only entities: others are sent to '/' (licensing-api refuses them too).
  const writeLoader =
    resource.adminOnly || resource.entity?.adminOnly || resource.singleton ? requireAdmin : undefined;
  const route = (screen: Screen | undefined, path: string, loader?: typeof requireAdmin): RouteObject[] =>
    screen ? [{ path, handle, loader, lazy: () => screen().then((Component) => ({ Component })) }] : [];
  const page = screenOf(resource, 'page');
  if (page) return route(page, list);
  if (resource.singleton) {
    return [
      ...route(screenOf(resource, 'detail'), `${segment}/detail`),
      ...route(screenOf(resource, 'edit'), `${segment}/edit`, writeLoader),
    ];
  }
  const paths: [ScreenKind, string][] = [
    ['list', resource.isFiltered !== false ? `${list}/:isFiltered?` : list],
    ['add', `${segment}/add`],
    ['edit', `${segment}/edit/:id`],
    ['detail', `${segment}/detail/:id`],
  ];
  return paths.flatMap(([kind, path]) =>
    route(
      screenOf(resource, kind),
      path,
      kind === 'add' || kind === 'edit' ? writeLoader : resource.adminOnly ? requireAdmin : undefined,
    ),
  );
}

export const shellRoutes: RouteObject[] = [
  { index: true, loader: () => redirect(HOME_PATH) },
  { path: 'home', lazy: () => import('./shell/Home').then((m) => ({ Component: m.Home })) },
  {
    path: 'profile/changepassword',
    lazy: () => import('./profile/ChangePassword').then((m) => ({ Component: m.ChangePassword })),
  },
  {
    path: 'profile/tokens',
    lazy: () => import('./profile/ApiTokens').then((m) => ({ Component: m.ApiTokens })),
  },
  ...resources.flatMap(resourceRoutes),
  // SPEC §2: any unknown route goes to /home.
  { path: '*', loader: () => redirect(HOME_PATH) },
];
