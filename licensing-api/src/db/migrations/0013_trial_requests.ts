// Trial requests (SPEC §3 RequestTrialEmail): prospects' requests, the one-time use of their e-mailed
// approve and decline links, and the outbox of the hub's events (NewRequestTrial, NewOrder): written
// in the transaction that creates the row, broadcast by the hub's dispatcher after it commits.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('request_trial_emails')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('company', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('content', 'text')
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.product_id'))
    .addColumn('type_request_trial_email_id', 'integer')
    .addColumn('is_generated', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_declined', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('customer_request_id', 'integer', (col) =>
      col.references('customer_requests.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('request_trial_emails_created_idx')
    .on('request_trial_emails')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('trial_action_uses')
    // sha-256 of the link's token: a link works once.
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('used_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // The key the links are signed with (HMAC-SHA256), made once per database.
  await db.schema.alterTable('settings').addColumn('link_secret', 'text').execute();
  await sql`update settings set link_secret = ${randomBytes(32).toString('hex')}`.execute(db);

  await db.schema
    .createTable('hub_events')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('link_secret').execute();
  for (const table of ['hub_events', 'trial_action_uses', 'request_trial_emails']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
