// The outbox (ARCHITECTURE.md: side effects leave through an outbox): a mail is a sent_emails row
// written with the same transaction (or connection) as the change that sends it, so a change that
// rolls back sends nothing and one that commits cannot lose its mail. delivery.ts sends it later.
// A mail with secrets is stored with them redacted, and sealed apart until it goes (secrets.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SecretBox } from '../lib/secret-box.js';
import { sanitizeEmailHtml } from './sanitize.js';
import { type MailSecrets, redactSecrets, revealSecrets } from './secrets.js';

export type OutgoingMail = {
  /** The TypeSendEmail name (domain's SENT_EMAIL_TYPE_NAMES). */
  type: string;
  to: readonly string[];
  subject: string;
  /** The content; a secret is written as its secretSlot and its value given in `secrets`. */
  html: string;
  /** Text files sent with it (a license file). */
  attachments?: readonly MailAttachment[];
  /** Values no read of the stored mail may show, sealed with `sealWith`. */
  secrets?: { values: MailSecrets; sealWith: SecretBox };
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
  const html = sanitizeEmailHtml(mail.html);
  const secrets = mail.secrets;
  const row = await db
    .insertInto('sent_emails')
    .values({
      type_send_email_id: type.id,
      recipients: mail.to.join('; '),
      subject: mail.subject,
      body: secrets ? redactSecrets(html, secrets.values) : html,
      sealed_body: secrets ? secrets.sealWith.seal(revealSecrets(html, secrets.values)) : null,
      redacted: secrets !== undefined,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
