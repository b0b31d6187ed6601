// E-mail templates (SPEC §3 EmailTemplate): a product's subject and sanitized HTML content, filed
// under a template type.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_templates')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.product_id'))
    .addColumn('email_template_type_id', 'integer', (col) =>
      col.notNull().references('email_template_types.id'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('email_templates_product_id_idx')
    .on('email_templates')
    .column('product_id')
    .execute();
  await db.schema
    .createIndex('email_templates_type_id_idx')
    .on('email_templates')
    .column('email_template_type_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_templates').ifExists().execute();
}
