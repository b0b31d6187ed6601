// Activation (beyond SPEC; domain/src/machine-file.ts): the machines a product license is activated
// on, the self-deactivations a license has used, the most machines an edition (and, overriding
// it, a license) allows, and the count of a license's machines, kept with them so lists sort and
// filter on seats without counting.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['product_editions', 'product_licenses']) {
    await db.schema
      .alterTable(table)
      .addColumn('max_machines', 'integer', (col) => col.check(sql`max_machines >= 1`))
      .execute();
  }
  await db.schema
    .alterTable('product_licenses')
    .addColumn('seats_used', 'integer', (col) => col.notNull().defaultTo(0).check(sql`seats_used >= 0`))
    .execute();
  await db.schema
    .alterTable('product_licenses')
    .addCheckConstraint('product_licenses_status_check', sql`status between 0 and 4`)
    .execute();
  await db.schema
    .createTable('machines')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('product_license_id', 'integer', (col) =>
      col.notNull().references('product_licenses.id').onDelete('cascade'),
    )
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('hostname', 'text')
    .addColumn('platform', 'text')
    .addColumn('first_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_address', 'text')
    .addUniqueConstraint('machines_license_fingerprint_key', ['product_license_id', 'fingerprint'])
    .execute();
  await db.schema
    .createTable('machine_deactivations')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('product_license_id', 'integer', (col) =>
      col.notNull().references('product_licenses.id').onDelete('cascade'),
    )
    .addColumn('deactivated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('machine_deactivations_license_idx')
    .on('machine_deactivations')
    .columns(['product_license_id', 'deactivated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('machine_deactivations').execute();
  await db.schema.dropTable('machines').execute();
  await db.schema.alterTable('product_licenses').dropConstraint('product_licenses_status_check').execute();
  await db.schema
    .alterTable('product_licenses')
    .dropColumn('seats_used')
    .dropColumn('max_machines')
    .execute();
  await db.schema.alterTable('product_editions').dropColumn('max_machines').execute();
}
