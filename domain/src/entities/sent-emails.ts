// Sent e-mail (SPEC §3 SentEmail): every mail the product sends, kept as it went out. It is also the
// outbox: a new one waits 'pending' until licensing-api's worker delivers it ('sent'), retrying a
// failed try, and gives up ('failed') after five; a failed one can be sent again. Newest first
// (SPEC §9).
import { requiredId, requiredText } from '../schema-fields.js';
import { defineEntity, restRoutes } from './entity.js';
import { searchedText, text } from './fields.js';

export const sentEmailEntity = defineEntity({
  name: 'SentEmail',
  notFoundLabel: 'Sent e-mail',
  fields: {
    // A mail to send: its type, recipients (semicolon-separated), subject and HTML content.
    sentEmailTypeId: { rest: 'TypeSendEmailId', type: 'id', filter: 'ids', rule: requiredId().label('Type') },
    sentEmailTypeName: text('TypeSendEmailName', 'Type', { sort: true, filter: true, readOnly: true }),
    recipients: { ...searchedText('Recipients', 'Recipients'), rule: requiredText(2_000) },
    subject: { ...searchedText('Subject', 'Subject'), rule: requiredText(500) },
    body: text('Body', 'Content', { html: true, rule: requiredText(200_000) }),
    createdDate: { rest: 'CreatedDate', type: 'datetime', label: 'Created Date', sort: true, readOnly: true },
    status: { rest: 'Status', type: 'text', label: 'Status', sort: true, filter: true, readOnly: true },
    attempts: { rest: 'Attempts', type: 'integer', label: 'Attempts', readOnly: true },
    lastError: { rest: 'LastError', type: 'text', label: 'Last Error', nullable: true, readOnly: true },
    messageId: { rest: 'MessageId', type: 'text', label: 'Message-ID', nullable: true, readOnly: true },
  },
  defaultSort: [{ field: 'createdDate', direction: 'desc' }],
  routes: restRoutes('SentEmail'),
  notes: {
    create: 'It is queued: the mail worker sends it (status pending, then sent); the content is sanitized.',
    update: "A mail's sealed secret goes with the change; the content is sanitized.",
  },
});
