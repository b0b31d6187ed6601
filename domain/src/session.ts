// Session rules of SPEC §6.
import { ADMIN_ROLE_NAME } from './constants.js';

/** IsAdmin is true only when the role is named Admin. */
export function isAdminRole(roleName: string | null | undefined): boolean {
  return roleName === ADMIN_ROLE_NAME;
}
