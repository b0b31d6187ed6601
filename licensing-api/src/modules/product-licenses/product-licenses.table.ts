// Product licenses (SPEC §3 License / ProductLicense): one per order number (whatever its case),
// with their customer's, product's and edition's names joined in, and their feature values
// (ProductLicenseFeatures) stored as lines checked like an edition's.
import { productLicenseEntity, SEAT_STATES } from '@licensing/domain';
import { sql } from 'kysely';
import { defineLicenseTable } from './license-table.js';

const [NO_MACHINES, SEATS_FREE, FULL] = SEAT_STATES;
/** The machines a license (as `license`) allows: its own maximum, else its edition's (null: no limit). */
export const machineLimitOf = (license: string, edition: string) =>
  sql<number | null>`coalesce(${sql.ref(`${license}.max_machines`)}, ${sql.ref(`${edition}.max_machines`)})`;
const machineLimit = machineLimitOf('product_licenses', 'product_editions');

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
  // Kept by migration 0023's triggers: the total of the list, whole or filtered on products.
  counts: { field: 'productId', table: 'product_license_counts', column: 'product_id' },
  features: {
    table: 'product_license_features',
    parent: 'product_license_id',
    field: 'ProductLicenseFeatures',
  },
  columns: {
    machineLimit,
    seats: sql<string>`case when product_licenses.seats_used = 0 then ${sql.lit(NO_MACHINES)}
      when product_licenses.seats_used >= ${machineLimit} then ${sql.lit(FULL)} else ${sql.lit(SEATS_FREE)} end`,
  },
});
