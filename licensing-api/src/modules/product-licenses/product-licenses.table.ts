// Product licenses (SPEC §3 License / ProductLicense): one per order number (whatever its case),
// with their customer's, product's and edition's names joined in, and their feature values
// (ProductLicenseFeatures) stored as lines checked like an edition's.
import { productLicenseEntity } from '@licensing/domain';
import { defineLicenseTable } from './license-table.js';

export const productLicensesTable = defineLicenseTable({
  entity: productLicenseEntity,
  edition: {
    field: 'productEditionId',
    column: 'product_edition_id',
    licenses: 'product_licenses',
    table: 'product_editions',
    key: 'product_edition_id',
    code: 'product_edition_code',
    name: { field: 'productEditionName', column: 'product_edition_name' },
    planField: 'productLicensePlanId',
  },
  features: {
    table: 'product_license_features',
    parent: 'product_license_id',
    field: 'ProductLicenseFeatures',
  },
});
