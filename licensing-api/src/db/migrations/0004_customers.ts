// Customers (SPEC §3). CustomerCode comes from a sequence ('C000042'), so codes are unique and,
// zero-padded, sort newest first under the default CustomerCode desc (SPEC §9).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence customer_code_seq`.execute(db);
  await db.schema
    .createTable('customers')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('customer_code', 'text', (col) =>
      col.notNull().defaultTo(sql`'C' || lpad(nextval('customer_code_seq')::text, 6, '0')`),
    )
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('company_name', 'text')
    .addColumn('job_title', 'text')
    .addColumn('address', 'text')
    .addColumn('address2', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('country', 'text', (col) => col.notNull().defaultTo('United States'))
    .addColumn('additional_info', 'text')
    .addColumn('external_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Codes and e-mail addresses identify a customer, whatever their case.
  await db.schema
    .createIndex('customers_code_key')
    .on('customers')
    .unique()
    .expression(sql`lower(customer_code)`)
    .execute();
  await db.schema
    .createIndex('customers_email_key')
    .on('customers')
    .unique()
    .expression(sql`lower(email)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customers').ifExists().execute();
  await sql`drop sequence if exists customer_code_seq`.execute(db);
}
