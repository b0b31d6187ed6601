// Sent e-mail (SPEC §3 SentEmail): every mail the product sends, kept as it went out. It is also the
// outbox: a new one waits 'pending' until licensing-api's worker delivers it ('sent'), retrying a
// failed try, and gives up ('failed') after five; a failed one can be sent again. Newest first
// (SPEC §9).
import { object } from 'yup';
import { requiredId, requiredText } from '../schema-fields.js';
import { defineEntity, restRoutes, searchedText, text } from './entity.js';

/** A mail to send: its type, recipients (semicolon-separated), subject and HTML content. */
export const sentEmailSchema = object({
  sentEmailTypeId: requiredId('Type'),
  recipients: requiredText('Recipients', 2_000),
  subject: requiredText('Subject', 500),
  body: requiredText('Content', 200_000),
});

export const sentEmailEntity = defineEntity({
  name: 'SentEmail',
  notFoundLabel: 'Sent e-mail',
  fields: {
    sentEmailTypeId: { rest: 'TypeSendEmailId', type: 'id', filter: 'ids' },
    sentEmailTypeName: text('TypeSendEmailName', 'Type', { sort: true, filter: true, readOnly: true }),
    recipients: searchedText('Recipients', 'Recipients'),
    subject: searchedText('Subject', 'Subject'),
    body: { rest: 'Body', type: 'text', label: 'Content', html: true },
    createdDate: { rest: 'CreatedDate', type: 'datetime', label: 'Created Date', sort: true, readOnly: true },
    status: { rest: 'Status', type: 'text', label: 'Status', sort: true, filter: true, readOnly: true },
    attempts: { rest: 'Attempts', type: 'integer', label: 'Attempts', readOnly: true },
    lastError: { rest: 'LastError', type: 'text', label: 'Last Error', nullable: true, readOnly: true },
    messageId: { rest: 'MessageId', type: 'text', label: 'Message-ID', nullable: true, readOnly: true },
  },
  defaultSort: [{ field: 'createdDate', direction: 'desc' }],
  schema: sentEmailSchema,
  routes: restRoutes('SentEmail'),
  notes: {
    create: 'It is queued: the mail worker sends it (status pending, then sent); the content is sanitized.',
    update: "A mail's sealed secret goes with the change; the content is sanitized.",
  },
});
