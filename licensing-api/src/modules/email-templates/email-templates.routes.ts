// What an e-mail template has beyond CRUD: its preview, rendered for a chosen customer exactly as
// a mail made from it is composed: an 'Order' template as the license mail of the customer's newest
// license, a 'New Update' template as the update mail of a chosen release.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EMAIL_TEMPLATE_TYPE_NAMES, emailTemplateEntity, workflows } from '@licensing/domain';
import { Type } from 'typebox';
import { orNotFound } from '../../lib/errors.js';
import { errorResponses, SerialId } from '../../lib/schemas.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { composeMail, fillMail, licenseValues } from '../../mail/compose.js';
import { mailCustomer, mailLicense } from '../product-licenses/license-mail.routes.js';
import { announcedRelease } from '../release-packages/release-packages.routes.js';

/** What a preview fills {1}–{4} with when the customer has no license. */
const NO_LICENSE = { orderNumber: '', description: '', activationCode: null, releaseUrl: null };

const emailTemplatesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...workflowRoute(workflows.PreviewEmailTemplate, {
      summary: "The template's subject and content as a mail to one customer",
      description:
        "An 'Order' template as the license mail of the customer's newest license (of the template's " +
        'product first; {1}–{4} empty when the customer has none). Otherwise with ReleasePackageId as ' +
        'the new-update mail of that release; without it {1}–{3} stay as written.',
      params: Type.Object({ id: SerialId() }),
      querystring: Type.Object({
        CustomerId: SerialId(),
        ReleasePackageId: Type.Optional(SerialId()),
      }),
      response: {
        200: Type.Object({ Subject: Type.String(), Body: Type.String({ description: 'Sanitized HTML.' }) }),
        ...errorResponses(400, 401, 404),
      },
    }),
    handler: async (request) => {
      // Ids are parsed strictly (plugins/infrastructure/strict-ids.ts).
      const { id } = request.params;
      const { CustomerId: customerId, ReleasePackageId: releaseId = null } = request.query;

      const template = orNotFound(
        await app.db
          .selectFrom('email_templates as t')
          .innerJoin('email_template_types as y', 'y.id', 't.email_template_type_id')
          .select(['t.subject', 't.content', 't.product_id', 'y.name as typeName'])
          .where('t.id', '=', id)
          .executeTakeFirst(),
        emailTemplateEntity.notFoundLabel,
      );
      const customer = await mailCustomer(app.db, customerId);
      if (template.typeName === EMAIL_TEMPLATE_TYPE_NAMES.order) {
        const license = await app.db
          .selectFrom('product_licenses')
          .select('id')
          .where('customer_id', '=', customerId)
          .orderBy((eb) => eb.case().when('product_id', '=', template.product_id).then(0).else(1).end())
          .orderBy('id', 'desc')
          .executeTakeFirst();
        const values = license ? await mailLicense(app.db, license.id) : NO_LICENSE;
        const mail = fillMail(template, licenseValues(customer, values));
        return { Subject: mail.subject, Body: mail.html };
      }
      const release = releaseId === null ? null : await announcedRelease(app.db, releaseId);
      const mail = composeMail(template, customer, release);
      return { Subject: mail.subject, Body: mail.html };
    },
  });
};

export default emailTemplatesRoutes;
