// Secrets in mail (issue 24): a mail's stored body shows its secrets (a one-time password, an
// approve or decline link's token) redacted; what delivery needs waits sealed in sealed_body until
// the mail is sent or given up, then goes. Mail stored before this carried its secrets in the
// clear: they are redacted here, and such a mail not yet sent is given up (its secret is gone).
import { type Kysely, sql } from 'kysely';

const REDACTED = '[redacted]';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sent_emails')
    .addColumn('sealed_body', 'text')
    .addColumn('redacted', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  const password = 'Your new password is: <strong>';
  const link = '/trial-request-action/';
  await sql`
    update sent_emails set
      body = regexp_replace(
        regexp_replace(body, '(Your new password is: <strong>)[^<]*(</strong>)', ${`\\1${REDACTED}\\2`}, 'g'),
        '<a href="[^"]*/trial-request-action/[^"]*"', '<a', 'g'),
      redacted = true,
      status = case when status in ('pending', 'sending') then 'failed' else status end,
      last_error = case when status in ('pending', 'sending')
        then 'Its secret was removed when secrets in mail were sealed; ask for a new one.'
        else last_error end
    where strpos(body, ${password}) > 0 or strpos(body, ${link}) > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sent_emails').dropColumn('sealed_body').dropColumn('redacted').execute();
}
