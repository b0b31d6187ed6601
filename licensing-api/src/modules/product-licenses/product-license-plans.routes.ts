// GET /api/ProductLicenses/GetProductLicensePlans (SPEC §7): Monthly (1 month) and Annually (12).
import { workflows } from '@licensing/domain';
import { Type } from 'typebox';
import { lookup } from '../../crud/lookup.js';

export default lookup(
  workflows.GetProductLicensePlans,
  'The license plans (Monthly: 1 month, Annually: 12), all on one page',
  Type.Object({
    ID: Type.Integer(),
    Name: Type.String({ description: "'Monthly' or 'Annually'." }),
    Unit: Type.Integer({ description: 'Months per unit.' }),
  }),
  (db) =>
    db
      .selectFrom('product_license_plans')
      .select(['id as ID', 'name as Name', 'unit as Unit'])
      .orderBy('unit')
      .execute(),
);
