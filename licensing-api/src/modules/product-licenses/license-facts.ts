// What a license file says about a license (domain LicenseFacts), read in one query, with the
// license's customer id for the caller's check.
import type { LicenseFacts } from '@licensing/domain';
import { productLicenseEntity } from '@licensing/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { orNotFound } from '../../lib/errors.js';

const label = productLicenseEntity.notFoundLabel;

/** The facts a license file carries, read in one query. */
export async function licenseFacts(
  db: Kysely<Database>,
  id: number,
): Promise<LicenseFacts & { customerId: number }> {
  const row = orNotFound(
    await db
      .selectFrom('product_licenses as l')
      .innerJoin('products as p', 'p.product_id', 'l.product_id')
      .innerJoin('customers as c', 'c.id', 'l.customer_id')
      .innerJoin('license_types as t', 't.id', 'l.license_type_id')
      .innerJoin('product_editions as e', 'e.product_edition_id', 'l.product_edition_id')
      .innerJoin('product_license_plans as pl', 'pl.id', 'l.product_license_plan_id')
      .select([
        'l.order_number',
        'l.customer_id',
        'c.customer_code',
        'c.first_name',
        'c.last_name',
        'c.email',
        'c.company_name',
        'p.product_name',
        'p.product_version',
        'e.product_edition_name',
        'e.product_edition_code',
        't.type_name',
        'pl.name as plan_name',
        'l.mac_address',
        'l.server_name',
        'l.allow_virtual_machine',
        'l.expired_date',
      ])
      .where('l.id', '=', id)
      .executeTakeFirst(),
    label,
  );
  const features = await db
    .selectFrom('product_license_features as f')
    .innerJoin('features as ft', 'ft.id', 'f.feature_id')
    .select(['ft.name', 'f.quantity'])
    .where('f.product_license_id', '=', id)
    .orderBy('ft.name')
    .execute();
  return {
    customerId: row.customer_id,
    orderNumber: row.order_number,
    customer: {
      code: row.customer_code,
      name: `${row.first_name} ${row.last_name}`,
      email: row.email,
      company: row.company_name,
    },
    product: { name: row.product_name, version: row.product_version },
    edition: { name: row.product_edition_name, code: row.product_edition_code },
    licenseType: row.type_name,
    plan: row.plan_name,
    features: Object.fromEntries(features.map((feature) => [feature.name, feature.quantity])),
    macAddress: row.mac_address,
    serverName: row.server_name,
    allowVirtualMachine: row.allow_virtual_machine,
    issued: new Date().toISOString(),
    expiry: new Date(row.expired_date).toISOString(),
  };
}
