// Sent e-mail type (SPEC §3 TypeSendEmail): what kind of mail a SentEmail was — license, new-update,
// password or trial e-mails. GraphQL calls it SentEmailType. Sorted by name (SPEC §9).
import { requiredText } from '../schema-fields.js';
import { defineEntity, restRoutes } from './entity.js';
import { searchedText } from './fields.js';

/** The send types the product's mails are filed under (seeded). */
export const SENT_EMAIL_TYPE_NAMES = {
  license: 'License Email',
  newUpdate: 'New Update Email',
  password: 'Password Email',
  trial: 'Trial Email',
} as const;

export const sentEmailTypeEntity = defineEntity({
  name: 'SentEmailType',
  displayName: 'Type Send Email',
  // SPEC §5: '... Type?'.
  deleteLabel: 'Type',
  fields: { name: { ...searchedText('Name', 'Name'), rule: requiredText(100) } },
  routes: restRoutes('TypeSendEmail'),
});
