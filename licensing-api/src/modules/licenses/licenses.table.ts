// Older licenses (SPEC §3 License): one per order number (whatever its case), with their customer's,
// product's and edition's names joined in, and their ProductFeatures map stored as lines of the
// product's features, named by code.
import { licenseEntity } from '@licensing/domain';
import { defineLicenseTable } from '../product-licenses/license-table.js';

export const licensesTable = defineLicenseTable({
  entity: licenseEntity,
  edition: {
    field: 'editionId',
    column: 'edition_id',
    licenses: 'licenses',
    table: 'editions',
    key: 'id',
    code: 'code',
    name: { field: 'editionName', column: 'name' },
  },
  features: { table: 'license_features', parent: 'license_id', field: 'ProductFeatures', byName: true },
});
