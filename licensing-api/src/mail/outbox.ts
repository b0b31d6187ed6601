// The outbox (ARCHITECTURE.md: side effects leave through an outbox): a mail is a sent_emails row
// written with the same transaction (or connection) as the change that sends it, so a change that
// rolls back sends nothing and one that commits cannot lose its mail. delivery.ts sends it later.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { sanitizeEmailHtml } from './sanitize.js';

export type OutgoingMail = {
  /** The TypeSendEmail name (domain's SENT_EMAIL_TYPE_NAMES). */
  type: string;
  to: readonly string[];
  subject: string;
  html: string;
  /** Text files sent with it (a license file). */
  attachments?: readonly MailAttachment[];
};

export type MailAttachment = { filename: string; content: string };

/** Queues a mail; answers its SentEmail id. */
export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail): Promise<number> {
  const type = await db
    .selectFrom('type_send_emails')
    .select('id')
    .where('name', '=', mail.type)
    .executeTakeFirst();
  if (!type) throw new Error(`No TypeSendEmail is named '${mail.type}'.`);
  const row = await db
    .insertInto('sent_emails')
    .values({
      type_send_email_id: type.id,
      recipients: mail.to.join('; '),
      subject: mail.subject,
      body: sanitizeEmailHtml(mail.html),
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
