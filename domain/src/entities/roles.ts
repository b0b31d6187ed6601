// Role (SPEC §3, §6): one per user; the role named Admin makes administrators, so only
// administrators change roles. Sorted by name (SPEC §9).
import { requiredText } from '../schema-fields.js';
import { defineEntity, restRoutes } from './entity.js';
import { searchedText } from './fields.js';

export const roleEntity = defineEntity({
  name: 'Role',
  fields: {
    id: { rest: 'Id', type: 'uuid', filter: 'ids', readOnly: true },
    name: { ...searchedText('Name', 'Role Name'), rule: requiredText(100) },
  },
  adminOnly: 'writes',
  routes: { ...restRoutes('Account', 'Role'), list: '/api/Account/GetAllRole' },
  notes: {
    update: 'The Admin role, which makes its holders administrators, keeps its name.',
    delete: 'The Admin role cannot be deleted.',
  },
});
