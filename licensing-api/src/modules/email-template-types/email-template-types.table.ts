// E-mail template types (SPEC §3 EmailTemplateType): 'Order' and 'New Update' file the templates.
import { emailTemplateTypeEntity } from '@licensing/domain';
import { defineTable } from '../../crud/index.js';

export const emailTemplateTypesTable = defineTable({
  entity: emailTemplateTypeEntity,
  table: 'email_template_types',
  usedBy: [{ table: 'email_templates', column: 'email_template_type_id', label: 'e-mail template' }],
  unique: [{ field: 'name', message: 'A template type with this Name already exists.' }],
});
