// The template a workflow sends from must exist and be of the workflow's type ('Order' for license
// e-mails, 'New Update' for release announcements).
import { emailTemplateEntity } from '@licensing/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { fieldError, orNotFound } from '../lib/errors.js';

export async function requireTemplateOfType(
  trx: Kysely<Database>,
  id: number,
  typeName: string,
): Promise<void> {
  const template = orNotFound(
    await trx
      .selectFrom('email_templates')
      .innerJoin('email_template_types', 'email_template_types.id', 'email_templates.email_template_type_id')
      .select('email_template_types.name as typeName')
      .where('email_templates.id', '=', id)
      .executeTakeFirst(),
    emailTemplateEntity.notFoundLabel,
  );
  if (template.typeName !== typeName) {
    throw fieldError(
      'EmailTemplateId',
      `The template is not ${/^[AEIOU]/.test(typeName) ? 'an' : 'a'} '${typeName}' template.`,
    );
  }
}
