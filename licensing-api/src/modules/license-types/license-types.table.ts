// License types (SPEC §3): 'Trial' and 'Standard' drive the trial rules of SPEC §4, so only
// administrators change them (the declaration says so); Type Names are unique whatever their case.
import { licenseTypeEntity } from '@licensing/domain';
import { defineTable } from '../../crud/index.js';

export const licenseTypesTable = defineTable({
  entity: licenseTypeEntity,
  table: 'license_types',
  usedBy: [
    { table: 'product_licenses', column: 'license_type_id', label: 'product license' },
    { table: 'licenses', column: 'license_type_id', label: 'license' },
  ],
  unique: [{ field: 'typeName', message: 'A license type with this Type Name already exists.' }],
});
