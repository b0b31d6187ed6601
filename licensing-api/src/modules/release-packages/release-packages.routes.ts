// What a release package has beyond CRUD (SPEC §7 ReleasePackage): SendNewUpdateEMail, announcing
// it to customers: one mail per customer, its placeholders filled for that customer and release,
// all queued in one transaction through the outbox.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EMAIL_TEMPLATE_TYPE_NAMES,
  LICENSE_STATUS,
  newUpdateEmailSchema,
  releasePackageEntity,
  SENT_EMAIL_TYPE_NAMES,
  workflows,
} from '@licensing/domain';
import { type Kysely, sql } from 'kysely';
import { Type } from 'typebox';
import { objectBody } from '../../crud/index.js';
import type { Database } from '../../db/schema.js';
import { fieldError, orNotFound } from '../../lib/errors.js';
import { errorResponses, IdInput, Maybe, OrText } from '../../lib/schemas.js';
import { validateInput } from '../../lib/validation.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { composeMail } from '../../mail/compose.js';
import { enqueueMail } from '../../mail/outbox.js';
import { requireTemplateOfType } from '../../mail/templates.js';

const messages = {
  unknownCustomers: (ids: readonly number[]) => `No customer has the id ${ids.join(', ')}.`,
  noActiveLicenseHolder: 'No customer holds an active license: pick the customers to send the update to.',
} as const;

const NewUpdateEmailBody = Type.Object({
  ReleasePackageId: Maybe(IdInput('The release announced.')),
  EmailTemplateId: Maybe(IdInput("A 'New Update' template.")),
  AllActiveLicenses: Maybe(
    OrText(Type.Boolean(), 'Also send to every holder of an active license; default false.'),
  ),
  Customers: Maybe(Type.Array(IdInput(), { description: 'Customer ids.' })),
  Subject: Maybe(Type.String({ description: "Sent with ' - v' and the Version appended." })),
  Body: Maybe(Type.String({ description: 'HTML with placeholders {0}–{3}; sanitized.' })),
});

/** The customers holding an active license: activated, and not yet expired (SPEC §4). */
async function activeLicenseHolderIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('product_licenses')
    .select('customer_id')
    .distinct()
    .where('status', '=', LICENSE_STATUS.activated)
    .where('expired_date', '>', sql<Date>`now()`)
    .execute();
  return rows.map((row) => row.customer_id);
}

/** What a new-update mail tells of a release (mail/compose.ts); 404 when there is none. */
export const announcedRelease = async (db: Kysely<Database>, id: number) =>
  orNotFound(
    await db
      .selectFrom('release_packages')
      .select(['url', 'description', 'version'])
      .where('id', '=', id)
      .executeTakeFirst(),
    releasePackageEntity.notFoundLabel,
  );

const releasePackagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...workflowRoute(workflows.SendNewUpdateEMail, {
      summary: 'Queues the new-update mail of a release to each customer; answers the SentEmail ids',
      body: NewUpdateEmailBody,
      response: { 200: Type.Array(Type.Integer()), ...errorResponses(400, 401, 404) },
    }),
    ...objectBody,
    handler: async (request) => {
      const values = await validateInput(
        newUpdateEmailSchema,
        workflows.SendNewUpdateEMail.fields,
        request.body,
      );
      return app.db.transaction().execute(async (trx) => {
        const release = await announcedRelease(trx, values.releasePackageId);
        await requireTemplateOfType(trx, values.emailTemplateId, EMAIL_TEMPLATE_TYPE_NAMES.newUpdate);

        const picked = [...new Set(values.customers)];
        const ids = values.allActiveLicenses
          ? [...new Set([...picked, ...(await activeLicenseHolderIds(trx))])]
          : picked;
        if (ids.length === 0) {
          throw fieldError('Customers', messages.noActiveLicenseHolder);
        }
        const customers = await trx
          .selectFrom('customers')
          .select(['id', 'first_name', 'last_name', 'email'])
          .where('id', 'in', ids)
          .orderBy('id')
          .execute();
        const missing = ids.filter((id) => !customers.some((customer) => customer.id === id));
        if (missing.length > 0) {
          throw fieldError('Customers', messages.unknownCustomers(missing));
        }

        const sent: number[] = [];
        for (const customer of customers) {
          const mail = composeMail({ subject: values.subject, content: values.body }, customer, release);
          sent.push(
            await enqueueMail(trx, {
              type: SENT_EMAIL_TYPE_NAMES.newUpdate,
              to: [customer.email],
              subject: mail.subject,
              html: mail.html,
            }),
          );
        }
        return sent;
      });
    },
  });
};

export default releasePackagesRoutes;
