// E-mail template (SPEC §3 EmailTemplate): a product's subject and rich HTML content with the
// placeholders of mail-templates.ts, filed under a template type ('Order', 'New Update'), which
// GetEmailTemplates filters on. Sorted by name (SPEC §9).
import { requiredHtml, requiredId, requiredText } from '../schema-fields.js';
import { defineEntity, restRoutes } from './entity.js';
import { productRef, refTo, searchedText, text } from './fields.js';

export const emailTemplateEntity = defineEntity({
  name: 'EmailTemplate',
  fields: {
    productId: { ...productRef('Product Name', 'product.name'), sort: true, rule: requiredId() },
    name: { ...searchedText('Name', 'Template Name'), rule: requiredText(200) },
    emailTemplateTypeId: refTo(
      'EmailTemplateType',
      'EmailTemplateTypeId',
      'Template Type',
      ['emailTemplateTypeName'],
      { rule: requiredId() },
    ),
    emailTemplateTypeName: text('EmailTemplateTypeName', 'Template Type', {
      sort: true,
      filter: true,
      readOnly: true,
    }),
    subject: {
      ...searchedText('Subject', 'Subject'),
      hint: 'Placeholders work here too, e.g. {0}',
      rule: requiredText(500),
    },
    content: text('Content', 'Content', { html: true, rule: requiredHtml(200_000) }),
  },
  routes: restRoutes('EmailTemplate'),
  notes: {
    list: "Filter on the type's name ('Order', 'New Update') to offer the templates of one kind of mail.",
    create: 'The content is sanitized (no scripts, event handlers, javascript: links or styles).',
  },
});
