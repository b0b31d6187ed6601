// What the two license tables (product licenses and the older licenses) share, as one description
// of each: the columns of their common fields, their product, customer and edition joined in,
// SPEC §4's trial edition terms, the references, the unique order number and the feature lines.
import { DISPLAYED_LICENSE_STATES, type Entity } from '@licensing/domain';
import { sql } from 'kysely';
import { type Columns, defineTable, type Reference, type TableDescription } from '../../crud/index.js';
import { apiMessages } from '../../lib/messages.js';
import { featureLines, type LineTable } from '../product-editions/feature-lines.js';
import { productReference } from '../products/products.table.js';
import { type Editions, settleEditionTerms } from './edition-terms.js';

const [ACTIVATED, EXPIRED] = DISPLAYED_LICENSE_STATES;

type LicenseKind = {
  entity: Entity;
  /** The license's edition (`licenses` is the license table), and its name field's column there. */
  edition: Editions & { name: { field: string; column: string } };
  /** The license's feature lines. */
  features: Pick<LineTable, 'table' | 'parent' | 'field' | 'byName'>;
  /** Columns of the kind's own fields. */
  columns?: Columns;
  /** Its count of licenses per product, when it keeps one (crud/table.ts). */
  counts?: TableDescription['counts'];
};

/** The license plan of an order or a product license: it must exist. */
export const planReference: Reference = {
  field: 'productLicensePlanId',
  table: 'product_license_plans',
  key: 'id',
  label: 'License Plan',
};

export function defineLicenseTable({ entity, edition, features, columns, counts }: LicenseKind) {
  const table = edition.licenses;
  return defineTable({
    entity,
    table,
    columns: {
      productName: 'products.product_name',
      customerName: sql`customers.first_name || ' ' || customers.last_name`,
      customerEmail: 'customers.email',
      // SPEC §4's displayed state, for the lists' State column and filter: Activated while the
      // expiry is ahead, else Expired (none: Expired).
      state: sql<string>`case when ${sql.ref(`${table}.expired_date`)} > now() then ${sql.lit(ACTIVATED)} else ${sql.lit(EXPIRED)} end`,
      [edition.name.field]: `${edition.table}.${edition.name.column}`,
      ...columns,
    },
    // Left joins on required references: the same rows as inner joins, and PostgreSQL drops a left
    // join whose columns a query does not use, so counting a filtered list reads only the licenses.
    joins: (query) =>
      query
        .leftJoin('products', 'products.product_id', `${table}.product_id`)
        .leftJoin('customers', 'customers.id', `${table}.customer_id`)
        .leftJoin(edition.table, `${edition.table}.${edition.key}`, `${table}.${edition.column}`),
    settle: settleEditionTerms(edition),
    references: [
      productReference,
      { field: 'customerId', table: 'customers', key: 'id', label: 'Customer' },
      { field: 'licenseTypeId', table: 'license_types', key: 'id', label: 'License Type' },
      { field: edition.field, table: edition.table, key: edition.key, label: 'Edition' },
      ...(edition.planField ? [{ ...planReference, field: edition.planField }] : []),
    ],
    unique: [{ field: 'orderNumber', message: apiMessages.duplicateLicense }],
    uniqueIndexes: { [`${table}_order_number_key`]: apiMessages.duplicateLicense },
    nested: { features: featureLines({ key: 'id', sameProduct: true, ...features }) },
    ...(counts ? { counts } : {}),
  });
}
