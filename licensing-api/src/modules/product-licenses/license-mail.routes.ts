// License e-mails (SPEC §7 SendProductLicenseMail, ProductLicenseEmailAddress): an 'Order'
// template's text, as the user edited it, filled for the license's customer, with the signed
// license file attached, queued through the outbox.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  customerEntity,
  EMAIL_TEMPLATE_TYPE_NAMES,
  licenseEmailSchema,
  licenseFileName,
  productLicenseEntity,
  SENT_EMAIL_TYPE_NAMES,
  withProductName,
  workflows,
} from '@licensing/domain';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { objectBody } from '../../crud/index.js';
import type { Database } from '../../db/schema.js';
import { orNotFound } from '../../lib/errors.js';
import { errorResponses, IdInput, Maybe, SerialId } from '../../lib/schemas.js';
import { validateInput } from '../../lib/validation.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { fillMail, licenseValues, type MailLicense } from '../../mail/compose.js';
import { enqueueMail } from '../../mail/outbox.js';
import { requireTemplateOfType } from '../../mail/templates.js';
import { licenseFacts, productLicensesJoined, requireLicenseCustomer } from './license-facts.js';
import type { LicenseSigner } from './license-signing.js';

export type LicenseMail = { productLicenseId: number; customerId: number; subject: string; body: string };

/** What a mail says of its customer ({0}) and where it goes; 404 when there is none. */
export const mailCustomer = async (db: Kysely<Database>, id: number) =>
  orNotFound(
    await db
      .selectFrom('customers')
      .select(['first_name', 'last_name', 'email'])
      .where('id', '=', id)
      .executeTakeFirst(),
    customerEntity.notFoundLabel,
  );

/**
 * What a license's mail says of it ({1}–{4}): its product's newest release URL, what was bought
 * ('EQQ Server Professional'), its activation code and its order number. A preview reads the same.
 */
export async function mailLicense(db: Kysely<Database>, productLicenseId: number): Promise<MailLicense> {
  const license = orNotFound(
    await productLicensesJoined(db)
      .selectAll('l')
      .select(['p.product_name', 'e.product_edition_name'])
      .where('l.id', '=', productLicenseId)
      .executeTakeFirst(),
    productLicenseEntity.notFoundLabel,
  );
  const release = await db
    .selectFrom('release_packages')
    .select('url')
    .where('product_id', '=', license.product_id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return {
    orderNumber: license.order_number,
    description: withProductName(license.product_name, license.product_edition_name),
    activationCode: license.customer_activation_code,
    releaseUrl: release?.url ?? null,
  };
}

/**
 * Queues a license's e-mail (inside the caller's transaction): the text filled for its customer
 * ({0}–{4}), the signed license file attached. Answers the SentEmail id.
 */
export async function queueLicenseMail(
  trx: Kysely<Database>,
  signer: LicenseSigner,
  mail: LicenseMail,
): Promise<number> {
  const { customerId, ...facts } = await licenseFacts(trx, mail.productLicenseId);
  requireLicenseCustomer(customerId, mail.customerId);
  const customer = await mailCustomer(trx, customerId);
  const filled = fillMail(
    { subject: mail.subject, content: mail.body },
    licenseValues(customer, await mailLicense(trx, mail.productLicenseId)),
  );
  return enqueueMail(trx, {
    type: SENT_EMAIL_TYPE_NAMES.license,
    to: [customer.email],
    subject: filled.subject,
    html: filled.html,
    attachments: [{ filename: licenseFileName(facts.orderNumber), content: signer.sign(facts) }],
  });
}

const licenseMailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...workflowRoute(workflows.ProductLicenseEmailAddress, {
      summary: "The address a customer's license e-mails go to",
      querystring: Type.Object({ CustomerId: SerialId() }),
      response: { 200: Type.Object({ Address: Type.String() }), ...errorResponses(400, 401, 404) },
    }),
    handler: async (request) => ({ Address: (await mailCustomer(app.db, request.query.CustomerId)).email }),
  });

  app.route({
    ...workflowRoute(workflows.SendProductLicenseMail, {
      summary: 'Queues a license e-mail with the license file attached; answers its SentEmail id',
      body: Type.Object({
        ProductLicenseID: Maybe(IdInput()),
        CustomerId: Maybe(IdInput()),
        EmailTemplateId: Maybe(IdInput("An 'Order' template.")),
        Subject: Maybe(Type.String()),
        Body: Maybe(Type.String({ description: 'HTML with placeholders {0}–{4}; sanitized.' })),
      }),
      response: { 200: Type.Integer(), ...errorResponses(400, 401, 404, 409) },
    }),
    ...objectBody,
    handler: async (request) => {
      const values = await validateInput(
        licenseEmailSchema,
        workflows.SendProductLicenseMail.fields,
        request.body,
      );
      return app.db.transaction().execute(async (trx) => {
        await requireTemplateOfType(trx, values.emailTemplateId, EMAIL_TEMPLATE_TYPE_NAMES.order);
        return queueLicenseMail(trx, app.licenseSigner, values);
      });
    },
  });
};

export default licenseMailRoutes;
