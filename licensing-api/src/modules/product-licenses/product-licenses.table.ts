// Product licenses (SPEC §3 License / ProductLicense): one per order number (whatever its case),
// with their customer's, product's and edition's names joined in, and their feature values
// (ProductLicenseFeatures) stored as lines checked like an edition's.
import { productLicenseEntity } from '@licensing/domain';
import { sql } from 'kysely';
import { defineTable } from '../../crud/index.js';
import { apiMessages } from '../../lib/messages.js';
import { featureLines } from '../product-editions/feature-lines.js';
import { productReference } from '../products/products.table.js';
import { settleEditionTerms } from './edition-terms.js';
import { licenseStateColumn } from './license-state.js';

export const productLicensesTable = defineTable({
  entity: productLicenseEntity,
  table: 'product_licenses',
  columns: {
    id: 'id',
    orderNumber: 'order_number',
    productId: 'product_id',
    productName: 'products.product_name',
    customerId: 'customer_id',
    customerName: sql`customers.first_name || ' ' || customers.last_name`,
    licenseTypeId: 'license_type_id',
    productEditionId: 'product_edition_id',
    productEditionName: 'product_editions.product_edition_name',
    productLicensePlanId: 'product_license_plan_id',
    macAddress: 'mac_address',
    serverName: 'server_name',
    expiredDate: 'expired_date',
    state: licenseStateColumn('product_licenses'),
    allowVirtualMachine: 'allow_virtual_machine',
    customerActivationCode: 'customer_activation_code',
    status: 'status',
    additionalAttributes: 'additional_attributes',
  },
  // Left joins on required references: the same rows as inner joins, and PostgreSQL drops a left
  // join whose columns a query does not use, so counting a filtered list reads only the licenses.
  joins: (query) =>
    query
      .leftJoin('products', 'products.product_id', 'product_licenses.product_id')
      .leftJoin('customers', 'customers.id', 'product_licenses.customer_id')
      .leftJoin(
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
    productReference,
    { field: 'customerId', table: 'customers', key: 'id', label: 'Customer' },
    { field: 'licenseTypeId', table: 'license_types', key: 'id', label: 'License Type' },
    {
      field: 'productEditionId',
      table: 'product_editions',
      key: 'product_edition_id',
      label: 'Edition',
    },
    { field: 'productLicensePlanId', table: 'product_license_plans', key: 'id', label: 'License Plan' },
  ],
  unique: [{ field: 'orderNumber', message: apiMessages.duplicateLicense }],
  uniqueIndexes: {
    product_licenses_order_number_key: apiMessages.duplicateLicense,
  },
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
