// The catalogue: feature data types, features, product editions with their feature lines, the older
// editions with theirs, license plans and license types. Reference rows (data types, plans, types)
// are part of the schema, so every database has them.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feature_data_types')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull().unique())
    .execute();
  await sql`insert into feature_data_types (type) values ('BOOLEAN'), ('NUMBER')`.execute(db);

  await db.schema
    .createTable('features')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.product_id'))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('feature_data_type_id', 'integer', (col) => col.notNull().references('feature_data_types.id'))
    .addColumn('value', 'text')
    .execute();
  // Feature codes are unique per product, whatever their case.
  await db.schema
    .createIndex('features_product_name_key')
    .on('features')
    .unique()
    .expression(sql`product_id, lower(name)`)
    .execute();

  await db.schema
    .createTable('product_editions')
    .addColumn('product_edition_id', 'serial', (col) => col.primaryKey())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.product_id'))
    .addColumn('product_edition_name', 'text', (col) => col.notNull())
    .addColumn('product_edition_code', 'text', (col) => col.notNull())
    .addColumn('price', 'numeric(12, 2)', (col) => col.notNull())
    .addColumn('price_per_month', 'numeric(12, 2)', (col) => col.notNull())
    .addColumn('display_order', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('active_date', 'timestamptz')
    .addColumn('inactive_date', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('product_editions_product_id_idx')
    .on('product_editions')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('product_edition_details')
    .addColumn('products_edition_detail_id', 'serial', (col) => col.primaryKey())
    .addColumn('product_edition_id', 'integer', (col) =>
      col.notNull().references('product_editions.product_edition_id').onDelete('cascade'),
    )
    .addColumn('feature_id', 'integer', (col) => col.notNull().references('features.id'))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('description', 'text')
    .addUniqueConstraint('product_edition_details_edition_feature_key', ['product_edition_id', 'feature_id'])
    .execute();
  await db.schema
    .createIndex('product_edition_details_feature_id_idx')
    .on('product_edition_details')
    .column('feature_id')
    .execute();

  await db.schema
    .createTable('editions')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('active_date', 'timestamptz')
    .addColumn('inactive_date', 'timestamptz')
    .execute();

  await db.schema
    .createTable('edition_details')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('edition_id', 'integer', (col) => col.notNull().references('editions.id').onDelete('cascade'))
    .addColumn('feature_id', 'integer', (col) => col.notNull().references('features.id'))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addUniqueConstraint('edition_details_edition_feature_key', ['edition_id', 'feature_id'])
    .execute();
  await db.schema
    .createIndex('edition_details_feature_id_idx')
    .on('edition_details')
    .column('feature_id')
    .execute();

  await db.schema
    .createTable('product_license_plans')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('unit', 'integer', (col) => col.notNull())
    .execute();
  await sql`insert into product_license_plans (name, unit) values ('Monthly', 1), ('Annually', 12)`.execute(
    db,
  );

  await db.schema
    .createTable('license_types')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('type_name', 'text', (col) => col.notNull().unique())
    .execute();
  await sql`insert into license_types (type_name) values ('Trial'), ('Standard')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'license_types',
    'product_license_plans',
    'edition_details',
    'editions',
    'product_edition_details',
    'product_editions',
    'features',
    'feature_data_types',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
