// What an e-mail template has beyond CRUD: its preview, rendered for a chosen customer (and a
// release, as a new-update mail would be) exactly as a mail made from it is composed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { customerEntity, emailTemplateEntity, releasePackageEntity } from '@licensing/domain';
import { Type } from 'typebox';
import { requireId } from '../../crud/ids.js';
import { orNotFound } from '../../lib/errors.js';
import { errorResponses, SerialId } from '../../lib/schemas.js';
import { composeMail } from '../../mail/compose.js';

const emailTemplatesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/EmailTemplate/PreviewEmailTemplate/:id',
    {
      config: { writes: false },
      schema: {
        tags: ['EmailTemplate'],
        summary: "The template's subject and content as a mail to one customer",
        description:
          'With ReleasePackageId, as the new-update mail of that release; without it {1}–{4} stay as written.',
        operationId: 'PreviewEmailTemplate',
        params: Type.Object({ id: SerialId() }),
        querystring: Type.Object({
          CustomerId: SerialId(),
          ReleasePackageId: Type.Optional(SerialId()),
        }),
        response: {
          200: Type.Object({ Subject: Type.String(), Body: Type.String({ description: 'Sanitized HTML.' }) }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const id = requireId('id', 'id', request.params.id) as number;
      const customerId = requireId('id', 'CustomerId', request.query.CustomerId) as number;
      const { ReleasePackageId } = request.query;
      const releaseId = ReleasePackageId
        ? (requireId('id', 'ReleasePackageId', ReleasePackageId) as number)
        : null;

      const template = orNotFound(
        await app.db
          .selectFrom('email_templates')
          .select(['subject', 'content'])
          .where('id', '=', id)
          .executeTakeFirst(),
        emailTemplateEntity.notFoundLabel,
      );
      const customer = orNotFound(
        await app.db
          .selectFrom('customers')
          .select(['first_name', 'last_name', 'email'])
          .where('id', '=', customerId)
          .executeTakeFirst(),
        customerEntity.notFoundLabel,
      );
      const release =
        releaseId === null
          ? null
          : orNotFound(
              await app.db
                .selectFrom('release_packages')
                .select(['url', 'description', 'version'])
                .where('id', '=', releaseId)
                .executeTakeFirst(),
              releasePackageEntity.notFoundLabel,
            );
      const mail = composeMail(template, customer, release);
      return { Subject: mail.subject, Body: mail.html };
    },
  );
};

export default emailTemplatesRoutes;
