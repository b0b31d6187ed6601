// E-mail templates (SPEC §3 EmailTemplate): the content is sanitized on every write (and the mail
// made from it again before it is sent); lists filter on the type's name ('Order', 'New Update').
import { emailTemplateEntity } from '@licensing/domain';
import { defineTable } from '../../crud/index.js';
import { sanitizeEmailHtml } from '../../mail/sanitize.js';
import { productReference } from '../products/products.table.js';

export const emailTemplatesTable = defineTable({
  entity: emailTemplateEntity,
  table: 'email_templates',
  columns: {
    emailTemplateTypeName: 'email_template_types.name',
  },
  joins: (query) =>
    query.innerJoin(
      'email_template_types',
      'email_template_types.id',
      'email_templates.email_template_type_id',
    ),
  references: [
    productReference,
    { field: 'emailTemplateTypeId', table: 'email_template_types', key: 'id', label: 'Template Type' },
  ],
  compute: (values) =>
    typeof values.content === 'string' ? { content: sanitizeEmailHtml(values.content) } : {},
});
