// Roles (SPEC §3, §6): one per user; the role named Admin makes administrators, so only
// administrators write roles (the declaration says so), names are unique whatever their case (no
// second 'admin'), the Admin role keeps its name and stays, and a role users hold stays.
import { ADMIN_ROLE_NAME, roleEntity } from '@licensing/domain';
import type { Kysely } from 'kysely';
import { defineTable, type Id } from '../../crud/index.js';
import type { Database } from '../../db/schema.js';
import { conflict, fieldError } from '../../lib/errors.js';

const roleMessages = {
  duplicate: 'A role with this Role Name already exists.',
  adminRenamed: `The ${ADMIN_ROLE_NAME} role cannot be renamed.`,
  adminDeleted: `The ${ADMIN_ROLE_NAME} role cannot be deleted.`,
} as const;

/** Whether the role of this id is the Admin role. */
export const isAdminRoleId = async (trx: Kysely<Database>, id: Id) =>
  (await trx.selectFrom('roles').select('name').where('id', '=', String(id)).executeTakeFirst())?.name ===
  ADMIN_ROLE_NAME;

export const rolesTable = defineTable({
  entity: roleEntity,
  table: 'roles',
  unique: [{ field: 'name', message: roleMessages.duplicate }],
  usedBy: [{ table: 'users', column: 'role_id', label: 'user' }],
  async check(trx, values, id) {
    if (id !== undefined && values.name !== ADMIN_ROLE_NAME && (await isAdminRoleId(trx, id))) {
      throw fieldError('Name', roleMessages.adminRenamed);
    }
  },
  async checkDelete(trx, id) {
    if (await isAdminRoleId(trx, id)) throw conflict(roleMessages.adminDeleted);
  },
});
