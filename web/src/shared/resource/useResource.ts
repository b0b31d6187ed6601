// Screens learn their resource from the route that shows them (shellRoutes puts it in the
// route's handle), as react-admin's and Refine's resource contexts do: no screen names its own.
import { useMatches } from 'react-router-dom';
import type { Resource } from './resource';

/** What shellRoutes puts in the handle of every route it builds from the registry. */
export type ResourceHandle = { resource: Resource };

const isResourceHandle = (handle: unknown): handle is ResourceHandle =>
  typeof handle === 'object' && handle !== null && 'resource' in handle;

/** The resource of the screen on show; throws when a resource screen is mounted outside its route (a bug). */
export function useResource(): Resource {
  const resource = useMatches()
    .map((match) => match.handle)
    .findLast(isResourceHandle)?.resource;
  if (!resource) throw new Error('A resource screen is shown outside its resource route.');
  return resource;
}
