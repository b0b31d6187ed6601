// Product licenses (SPEC §3 License / ProductLicense): one per order number (whatever its case),
// with their customer's, product's and edition's names joined in, and their feature values
// (ProductLicenseFeatures) stored as lines checked like an edition's.
import { productLicenseEntity } from '@licensing/domain';
import { defineTable } from '../../crud/index.js';
import { featureLines } from '../product-editions/feature-lines.js';
import { settleEditionTerms } from './edition-terms.js';
import {
  joinProductAndCustomer,
  licenseColumns,
  licenseReferences,
  uniqueOrderNumber,
} from './license-table.js';

export const productLicensesTable = defineTable({
  entity: productLicenseEntity,
  table: 'product_licenses',
  columns: {
    ...licenseColumns('product_licenses'),
    productEditionName: 'product_editions.product_edition_name',
  },
  joins: (query) =>
    joinProductAndCustomer(query, 'product_licenses').leftJoin(
      'product_editions',
      'product_editions.product_edition_id',
      'product_licenses.product_edition_id',
    ),
  settle: settleEditionTerms({
    field: 'productEditionId',
    column: 'product_edition_id',
    licenses: 'product_licenses',
    table: 'product_editions',
    key: 'product_edition_id',
    code: 'product_edition_code',
    planField: 'productLicensePlanId',
  }),
  references: [
    ...licenseReferences,
    {
      field: 'productEditionId',
      table: 'product_editions',
      key: 'product_edition_id',
      label: 'Edition',
    },
    { field: 'productLicensePlanId', table: 'product_license_plans', key: 'id', label: 'License Plan' },
  ],
  ...uniqueOrderNumber('product_licenses'),
  nested: {
    features: featureLines({
      table: 'product_license_features',
      key: 'id',
      parent: 'product_license_id',
      field: 'ProductLicenseFeatures',
      sameProduct: true,
    }),
  },
});
