// Sent e-mails (SPEC §3 SentEmail), the outbox rows of src/mail/: a mail created here is queued like
// any other; its HTML is sanitized on every write (and again before it is sent). A write drops a
// mail's sealed secrets: what goes out is then what was written, to whomever it was written to.
import { sentEmailEntity } from '@licensing/domain';
import { defineTable } from '../../crud/index.js';
import { sanitizeEmailHtml } from '../../mail/sanitize.js';

export const sentEmailsTable = defineTable({
  entity: sentEmailEntity,
  table: 'sent_emails',
  columns: {
    sentEmailTypeId: 'type_send_email_id',
    sentEmailTypeName: 'type_send_emails.name',
  },
  joins: (query) =>
    query.innerJoin('type_send_emails', 'type_send_emails.id', 'sent_emails.type_send_email_id'),
  references: [{ field: 'sentEmailTypeId', table: 'type_send_emails', key: 'id', label: 'Type send email' }],
  compute: (values) => ({
    ...(typeof values.body === 'string' ? { body: sanitizeEmailHtml(values.body) } : {}),
    sealed_body: null,
  }),
});
