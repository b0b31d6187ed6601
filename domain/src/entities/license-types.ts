// License type (SPEC §3): 'Trial' and 'Standard' drive the trial rules of SPEC §4, so only
// administrators change them; sorted by TypeName (SPEC §9).
import { requiredText } from '../schema-fields.js';
import { defineEntity, restRoutes } from './entity.js';
import { searchedText } from './fields.js';

export const licenseTypeEntity = defineEntity({
  name: 'LicenseType',
  fields: { typeName: { ...searchedText('TypeName', 'Type Name'), rule: requiredText(100) } },
  defaultSort: [{ field: 'typeName', direction: 'asc' }],
  cachedList: true,
  adminOnly: 'writes',
  routes: restRoutes('LicenseTypes', 'LicenseType'),
});
