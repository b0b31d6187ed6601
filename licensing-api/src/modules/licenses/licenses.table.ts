// Older licenses (SPEC §3 License): one per order number (whatever its case), with their customer's,
// product's and edition's names joined in, and their ProductFeatures map stored as lines of the
// product's features, named by code.
import { licenseEntity } from '@licensing/domain';
import { sql } from 'kysely';
import { defineTable } from '../../crud/index.js';
import { apiMessages } from '../../lib/messages.js';
import { featureLines } from '../product-editions/feature-lines.js';
import { settleEditionTerms } from '../product-licenses/edition-terms.js';
import { licenseStateColumn } from '../product-licenses/license-state.js';
import { productReference } from '../products/products.table.js';

export const licensesTable = defineTable({
  entity: licenseEntity,
  table: 'licenses',
  columns: {
    id: 'id',
    orderNumber: 'order_number',
    productId: 'product_id',
    productName: 'products.product_name',
    customerId: 'customer_id',
    customerName: sql`customers.first_name || ' ' || customers.last_name`,
    licenseTypeId: 'license_type_id',
    editionId: 'edition_id',
    editionName: 'editions.name',
    macAddress: 'mac_address',
    serverName: 'server_name',
    expiredDate: 'expired_date',
    state: licenseStateColumn('licenses'),
    allowVirtualMachine: 'allow_virtual_machine',
    customerActivationCode: 'customer_activation_code',
    status: 'status',
    additionalAttributes: 'additional_attributes',
  },
  // Left joins on required references: the same rows as inner joins, and PostgreSQL drops a left
  // join whose columns a query does not use, so counting a filtered list reads only the licenses.
  joins: (query) =>
    query
      .leftJoin('products', 'products.product_id', 'licenses.product_id')
      .leftJoin('customers', 'customers.id', 'licenses.customer_id')
      .leftJoin('editions', 'editions.id', 'licenses.edition_id'),
  settle: settleEditionTerms({
    field: 'editionId',
    column: 'edition_id',
    licenses: 'licenses',
    table: 'editions',
    key: 'id',
    code: 'code',
  }),
  references: [
    productReference,
    { field: 'customerId', table: 'customers', key: 'id', label: 'Customer' },
    { field: 'licenseTypeId', table: 'license_types', key: 'id', label: 'License Type' },
    { field: 'editionId', table: 'editions', key: 'id', label: 'Edition' },
  ],
  unique: [{ field: 'orderNumber', message: apiMessages.duplicateLicense }],
  uniqueIndexes: { licenses_order_number_key: apiMessages.duplicateLicense },
  nested: {
    features: featureLines({
      table: 'license_features',
      key: 'id',
      parent: 'license_id',
      field: 'ProductFeatures',
      sameProduct: true,
      byName: true,
    }),
  },
});
