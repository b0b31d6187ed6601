// Role (SPEC §3, §6): one per user; the role named Admin makes administrators, so only
// administrators change roles. Sorted by name (SPEC §9).
import { object } from 'yup';
import { requiredText } from '../schema-fields.js';
import { defineEntity, searchedText } from './entity.js';

/** Role add/edit (SPEC §5: Role Name). */
export const roleSchema = object({ name: requiredText('Role Name', 100) });

export const roleEntity = defineEntity({
  name: 'Role',
  plural: 'roles',
  displayName: 'Role',
  deleteLabel: 'Role',
  notFoundLabel: 'Role',
  key: 'id',
  fields: {
    id: { rest: 'Id', type: 'uuid', filter: 'ids', readOnly: true },
    name: searchedText('Name', 'Role Name'),
  },
  defaultSort: [{ field: 'name', direction: 'asc' }],
  schema: roleSchema,
  adminOnly: 'writes',
  routes: {
    list: '/api/Account/GetAllRole',
    get: '/api/Account/GetRole',
    create: '/api/Account/CreateRole',
    update: '/api/Account/UpdateRole',
    delete: '/api/Account/DeleteRole',
  },
  notes: {
    update: 'The Admin role, which makes its holders administrators, keeps its name.',
    delete: 'The Admin role cannot be deleted.',
  },
});
