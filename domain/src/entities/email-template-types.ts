// E-mail template type (SPEC §3 EmailTemplateType): 'Order' and 'New Update' sort the templates
// (GetEmailTemplates filters on EmailTemplateTypeName). Sorted by name (SPEC §9).
import { requiredText } from '../schema-fields.js';
import { defineEntity, restRoutes } from './entity.js';
import { searchedText } from './fields.js';

/** The template types the product relies on (seeded). */
export const EMAIL_TEMPLATE_TYPE_NAMES = { order: 'Order', newUpdate: 'New Update' } as const;

export const emailTemplateTypeEntity = defineEntity({
  name: 'EmailTemplateType',
  displayName: 'Template Type',
  // SPEC §5: '... Type?'.
  deleteLabel: 'Type',
  notFoundLabel: 'Email template type',
  fields: { name: { ...searchedText('Name', 'Name'), rule: requiredText(100) } },
  routes: restRoutes('EmailTemplateType'),
});
