// Sent e-mail types (SPEC §3 TypeSendEmail): what kind of mail a sent e-mail was.
import { sentEmailTypeEntity } from '@licensing/domain';
import { defineTable } from '../../crud/index.js';

export const sentEmailTypesTable = defineTable({
  entity: sentEmailTypeEntity,
  table: 'type_send_emails',
  unique: [{ field: 'name', message: 'A type send email with this Name already exists.' }],
  usedBy: [{ table: 'sent_emails', column: 'type_send_email_id', label: 'sent e-mail' }],
});
