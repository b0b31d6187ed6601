// Attachments of outgoing mail (a license e-mail carries its license file): kept with the mail in
// the outbox, as JSON [{ filename, content }], so a retried delivery sends the same files.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sent_emails').addColumn('attachments', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sent_emails').dropColumn('attachments').execute();
}
