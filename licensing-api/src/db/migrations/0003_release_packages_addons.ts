// Release packages and add-ons of a product. Both refer to their product without cascade: a
// product that still has them cannot be deleted (DeleteProduct answers 409 first). An add-on may
// name one feature; deleting that feature is refused while an add-on links it.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('release_packages')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.product_id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('url', 'text')
    .addColumn('description', 'text')
    .execute();
  await db.schema
    .createIndex('release_packages_product_id_idx')
    .on('release_packages')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('addons')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.product_id'))
    .addColumn('feature_id', 'integer', (col) => col.references('features.id'))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('price', 'numeric(12, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('price_per_month', 'numeric(12, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('price_calc_per_item', 'boolean', (col) => col.notNull().defaultTo(false))
    .addCheckConstraint('addons_prices_check', sql`price >= 0 and price_per_month >= 0`)
    .execute();
  await db.schema.createIndex('addons_product_id_idx').on('addons').column('product_id').execute();
  await db.schema.createIndex('addons_feature_id_idx').on('addons').column('feature_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['addons', 'release_packages']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
