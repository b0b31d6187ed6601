// License type (SPEC §3): 'Trial' and 'Standard' drive the trial rules of SPEC §4, so only
// administrators change them; sorted by TypeName (SPEC §9).
import { object } from 'yup';
import { requiredText } from '../schema-fields.js';
import { defineEntity, restRoutes, searchedText } from './entity.js';

export const licenseTypeSchema = object({ typeName: requiredText('Type Name', 100) });

export const licenseTypeEntity = defineEntity({
  name: 'LicenseType',
  fields: { typeName: searchedText('TypeName', 'Type Name') },
  defaultSort: [{ field: 'typeName', direction: 'asc' }],
  cachedList: true,
  schema: licenseTypeSchema,
  adminOnly: 'writes',
  routes: restRoutes('LicenseTypes', 'LicenseType'),
});
