// Demo e-mail templates: an 'Order' and a 'New Update' template per demo product, using the
// placeholders of SPEC §3 (seed.ts calls this inside its transaction).
import { EMAIL_TEMPLATE_TYPE_NAMES } from '@licensing/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import type { DemoProduct } from '../seed.js';

const TEMPLATES = [
  {
    type: EMAIL_TEMPLATE_TYPE_NAMES.order,
    name: 'License issued',
    subject: 'Your license for order {4}',
    content:
      '<p>Dear {0},</p><p>Thank you for your order <strong>{4}</strong> ({2}).</p>' +
      '<p>Your activation code is <strong>{3}</strong>.</p><p>Kind regards,<br>The licensing team</p>',
  },
  {
    type: EMAIL_TEMPLATE_TYPE_NAMES.newUpdate,
    name: 'Release announcement',
    subject: 'A new version is available',
    content:
      '<p>Dear {0},</p><p>Version <strong>{3}</strong> is out: {2}</p>' +
      '<p><a href="{1}">Download it here</a>.</p><p>Kind regards,<br>The licensing team</p>',
  },
] as const;

export async function seedEmailTemplates(trx: Kysely<Database>, products: DemoProduct[]): Promise<void> {
  const types = await trx.selectFrom('email_template_types').select(['id', 'name']).execute();
  const typeId = (name: string) => types.find((type) => type.name === name)!.id;
  await trx
    .insertInto('email_templates')
    .values(
      products.flatMap((product) =>
        TEMPLATES.map((template) => ({
          product_id: product.product_id,
          email_template_type_id: typeId(template.type),
          name: `${product.product_name} ${template.name.toLowerCase()}`,
          subject: template.subject,
          content: template.content,
        })),
      ),
    )
    .execute();
}
