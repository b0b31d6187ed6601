// Product licenses (SPEC §3 License / ProductLicense, ProductLicenseFeature, history): one per order
// number; activation codes are unique; every change is a history entry written with it.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_licenses')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('order_number', 'text', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.product_id'))
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id'))
    .addColumn('license_type_id', 'integer', (col) => col.notNull().references('license_types.id'))
    .addColumn('product_edition_id', 'integer', (col) =>
      col.notNull().references('product_editions.product_edition_id'),
    )
    .addColumn('product_license_plan_id', 'integer', (col) =>
      col.notNull().references('product_license_plans.id'),
    )
    .addColumn('mac_address', 'text')
    .addColumn('server_name', 'text')
    .addColumn('expired_date', 'timestamptz', (col) => col.notNull())
    .addColumn('allow_virtual_machine', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('customer_activation_code', 'text')
    // SPEC §4: 0 Inactivate, 1 Activated, 2 Suspended, 3 Updated.
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('additional_attributes', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('product_licenses_order_number_key')
    .on('product_licenses')
    .unique()
    .expression(sql`lower(order_number)`)
    .execute();
  await db.schema
    .createIndex('product_licenses_activation_code_key')
    .on('product_licenses')
    .unique()
    .column('customer_activation_code')
    .execute();
  for (const column of ['customer_id', 'product_id', 'product_edition_id', 'expired_date']) {
    await db.schema
      .createIndex(`product_licenses_${column}_idx`)
      .on('product_licenses')
      .column(column)
      .execute();
  }

  await db.schema
    .createTable('product_license_features')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('product_license_id', 'integer', (col) =>
      col.notNull().references('product_licenses.id').onDelete('cascade'),
    )
    .addColumn('feature_id', 'integer', (col) => col.notNull().references('features.id'))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('product_license_features_license_idx')
    .on('product_license_features')
    .columns(['product_license_id', 'feature_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('product_license_histories')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('product_license_id', 'integer', (col) =>
      col.notNull().references('product_licenses.id').onDelete('cascade'),
    )
    // { Action, ActionDetails: [{ Field, DataType, OriginalValue, UpdatedValue }] }
    .addColumn('action', 'text', (col) => col.notNull())
    // The staff member who made the change; all zeros for the customer (SPEC §6).
    .addColumn('modifier_id', 'uuid', (col) => col.notNull())
    .addColumn('modified_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('product_license_histories_license_idx')
    .on('product_license_histories')
    .column('product_license_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['product_license_histories', 'product_license_features', 'product_licenses']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
