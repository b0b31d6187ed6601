// Older licenses (SPEC §3 License, §7 Licenses): like product licenses, but of an older edition,
// with no plan or history; their ProductFeatures are stored as lines of the license's product's
// features.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('licenses')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('order_number', 'text', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.product_id'))
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id'))
    .addColumn('license_type_id', 'integer', (col) => col.notNull().references('license_types.id'))
    .addColumn('edition_id', 'integer', (col) => col.notNull().references('editions.id'))
    .addColumn('mac_address', 'text')
    .addColumn('server_name', 'text')
    .addColumn('expired_date', 'timestamptz', (col) => col.notNull())
    .addColumn('allow_virtual_machine', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('customer_activation_code', 'text')
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('additional_attributes', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('licenses_order_number_key')
    .on('licenses')
    .unique()
    .expression(sql`lower(order_number)`)
    .execute();
  for (const column of ['customer_id', 'product_id', 'edition_id']) {
    await db.schema.createIndex(`licenses_${column}_idx`).on('licenses').column(column).execute();
  }

  await db.schema
    .createTable('license_features')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('license_id', 'integer', (col) => col.notNull().references('licenses.id').onDelete('cascade'))
    .addColumn('feature_id', 'integer', (col) => col.notNull().references('features.id'))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('license_features_license_idx')
    .on('license_features')
    .columns(['license_id', 'feature_id'])
    .unique()
    .execute();
  // Deleting a feature asks whether a license line names it.
  await db.schema
    .createIndex('license_features_feature_idx')
    .on('license_features')
    .column('feature_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['license_features', 'licenses']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
