// E-mail delivery (SPEC §3 SentEmail, Settings): the settings row (the From address, the
// administrators' addresses) and sent_emails, which is also the outbox: a mail is a row written in
// the transaction of the change that sends it, delivered later by the worker (src/mail/).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('id', 'integer', (col) => col.primaryKey().defaultTo(1).check(sql`id = 1`))
    .addColumn('email_from_address', 'text', (col) => col.notNull())
    .addColumn('admin_emails', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await sql`insert into settings (id, email_from_address) values (1, 'no-reply@licensing.example.com')`.execute(
    db,
  );

  await db.schema
    .createTable('sent_emails')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('type_send_email_id', 'integer', (col) => col.notNull().references('type_send_emails.id'))
    .addColumn('recipients', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_date', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // pending → sending → sent; back to pending (with next_attempt_at) after a failed try; failed
    // once the attempts are used up.
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('message_id', 'text')
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('sent_emails_due_idx')
    .on('sent_emails')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sent_emails').ifExists().execute();
  await db.schema.dropTable('settings').ifExists().execute();
}
