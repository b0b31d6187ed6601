// What the two license tables (product licenses and the older licenses) share: the columns of their
// common fields, their product and customer joined in, the references and the unique order number.
import { DISPLAYED_LICENSE_STATES } from '@licensing/domain';
import { sql } from 'kysely';
import type { AnyQuery, TableDescription } from '../../crud/index.js';
import { apiMessages } from '../../lib/messages.js';
import { productReference } from '../products/products.table.js';

type LicenseTable = 'product_licenses' | 'licenses';
const [ACTIVATED, EXPIRED] = DISPLAYED_LICENSE_STATES;

/** The joined and computed columns of the fields both have; each adds its edition's. */
export const licenseColumns = (table: LicenseTable) => ({
  productName: 'products.product_name',
  customerName: sql`customers.first_name || ' ' || customers.last_name`,
  // SPEC §4's displayed state, for the lists' State column and filter: Activated while the expiry
  // is ahead, else Expired (none: Expired).
  state: sql<string>`case when ${sql.ref(`${table}.expired_date`)} > now() then ${sql.lit(ACTIVATED)} else ${sql.lit(EXPIRED)} end`,
});

/**
 * Left joins on required references: the same rows as inner joins, and PostgreSQL drops a left
 * join whose columns a query does not use, so counting a filtered list reads only the licenses.
 */
export const joinProductAndCustomer = (query: AnyQuery, table: LicenseTable) =>
  query
    .leftJoin('products', 'products.product_id', `${table}.product_id`)
    .leftJoin('customers', 'customers.id', `${table}.customer_id`);

export const licenseReferences = [
  productReference,
  { field: 'customerId', table: 'customers', key: 'id', label: 'Customer' },
  { field: 'licenseTypeId', table: 'license_types', key: 'id', label: 'License Type' },
] as const satisfies TableDescription['references'];

export const uniqueOrderNumber = (table: LicenseTable) => ({
  unique: [{ field: 'orderNumber', message: apiMessages.duplicateLicense }],
  uniqueIndexes: { [`${table}_order_number_key`]: apiMessages.duplicateLicense },
});
