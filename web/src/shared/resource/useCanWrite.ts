import { useSession } from '../../session/session';
import type { Resource } from './resource';

/**
 * Whether the signed-in user gets the resource's write actions: none for view-only resources, and
 * administrators only where the declaration says writes are theirs (licensing-api refuses others).
 */
export function useCanWrite(resource: Resource): boolean {
  const isAdmin = useSession()?.isAdmin ?? false;
  if (resource.viewOnly) return false;
  return resource.entity?.adminOnly !== 'writes' || isAdmin;
}
