// Orders (SPEC §3 Order, OrderDetail, Settings, Job log): quote requests with their add-on lines,
// numbered 'ORD-20000' on from a sequence (the seeded licenses hold ORD-10000…); the QuickBooks
// Online connection in the settings row (secrets write-only); and the log of background jobs.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence order_number_seq start 20000`.execute(db);
  await db.schema
    .createTable('customer_requests')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('order_number', 'text', (col) =>
      col.notNull().defaultTo(sql`'ORD-' || nextval('order_number_seq')`),
    )
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.product_id'))
    .addColumn('license_edition_code', 'text', (col) => col.notNull())
    .addColumn('product_license_plan_id', 'integer', (col) =>
      col.notNull().references('product_license_plans.id'),
    )
    .addColumn('plan_quantity', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('quantity', 'integer', (col) => col.notNull().defaultTo(1))
    // The edition's unit price as sold (the plan's), so a quote adds up to the total stored with it.
    .addColumn('unit_price', 'numeric(14, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('total_price', 'numeric(14, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('request_content', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('mac_address', 'text')
    .addColumn('server_name', 'text')
    .addColumn('tech_service_last_name', 'text', (col) => col.notNull())
    .addColumn('tech_service_email', 'text', (col) => col.notNull())
    .addColumn('tech_service_company_name', 'text', (col) => col.notNull())
    .addColumn('generated_customer_id', 'integer', (col) =>
      col.references('customers.id').onDelete('set null'),
    )
    .addColumn('generated_license_id', 'integer', (col) =>
      col.references('product_licenses.id').onDelete('set null'),
    )
    .addColumn('is_generated', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_resolved', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_declined', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('customer_activation_code', 'text')
    .addColumn('payment_status', 'text')
    .addColumn('invoice_id', 'text')
    .addColumn('invoice_number', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('customer_requests_order_number_key')
    .on('customer_requests')
    .unique()
    .expression(sql`lower(order_number)`)
    .execute();
  // The periodic refresh reads the invoiced orders that are not paid yet.
  await db.schema
    .createIndex('customer_requests_unpaid_idx')
    .on('customer_requests')
    .column('id')
    .where(sql.ref('invoice_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('order_details')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('customer_requests.id').onDelete('cascade'),
    )
    .addColumn('addon_id', 'integer', (col) => col.notNull().references('addons.id'))
    .addColumn('order_item', 'text', (col) => col.notNull())
    .addColumn('unit_price', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('linked_table_name', 'text', (col) => col.notNull().defaultTo('Addons'))
    .addColumn('price_calc_per_item', 'boolean', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_details_order_idx').on('order_details').column('order_id').execute();
  await db.schema.createIndex('order_details_addon_idx').on('order_details').column('addon_id').execute();

  await db.schema
    .alterTable('settings')
    .addColumn('qbo_environment', 'text', (col) => col.notNull().defaultTo('sandbox'))
    .addColumn('qbo_client_id', 'text')
    .addColumn('qbo_client_secret', 'text')
    .addColumn('qbo_realm_id', 'text')
    .addColumn('qbo_refresh_token', 'text')
    .addColumn('qbo_refresh_token_expires_at', 'timestamptz')
    .addColumn('qbo_access_token', 'text')
    .addColumn('qbo_access_token_expires_at', 'timestamptz')
    // The service item invoice lines are booked on (QuickBooks needs an Item per line).
    .addColumn('qbo_item_id', 'text')
    .execute();

  await db.schema
    .createTable('job_logs')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('job', 'text', (col) => col.notNull())
    .addColumn('started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('finished_at', 'timestamptz', (col) => col.notNull())
    // 'succeeded' or 'failed'.
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_logs').ifExists().execute();
  for (const column of [
    'qbo_environment',
    'qbo_client_id',
    'qbo_client_secret',
    'qbo_realm_id',
    'qbo_refresh_token',
    'qbo_refresh_token_expires_at',
    'qbo_access_token',
    'qbo_access_token_expires_at',
    'qbo_item_id',
  ]) {
    await db.schema.alterTable('settings').dropColumn(column).execute();
  }
  await db.schema.dropTable('order_details').ifExists().execute();
  await db.schema.dropTable('customer_requests').ifExists().execute();
  await sql`drop sequence if exists order_number_seq`.execute(db);
}
