// What a sent e-mail has beyond CRUD: sending a failed one again (SPEC §2 sent-email detail).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sentEmailEntity, workflows } from '@licensing/domain';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { conflict, orNotFound } from '../../lib/errors.js';
import { errorResponses, SerialId } from '../../lib/schemas.js';
import { workflowRoute } from '../../lib/workflow-route.js';

const messages = {
  notFailed: 'Only a failed e-mail can be sent again.',
  secretGone:
    "This e-mail's secret (a password or a link) was dropped when its delivery gave up: ask for a new one instead.",
} as const;

const sentEmailsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...workflowRoute(workflows.RetrySentEmail, {
      summary: 'Queues a failed e-mail to be sent again; answers true',
      params: Type.Object({ id: SerialId() }),
      response: { 200: Type.Boolean(), ...errorResponses(400, 401, 404, 409) },
    }),
    handler: async (request) => {
      const { id } = request.params;
      const mail = orNotFound(
        await app.db
          .selectFrom('sent_emails')
          .select(['status', 'redacted', 'sealed_body'])
          .where('id', '=', id)
          .executeTakeFirst(),
        sentEmailEntity.notFoundLabel,
      );
      if (mail.status !== 'failed') throw conflict(messages.notFailed);
      if (mail.redacted && mail.sealed_body === null) throw conflict(messages.secretGone);
      await app.db
        .updateTable('sent_emails')
        .set({ status: 'pending', attempts: 0, next_attempt_at: sql`now()`, claimed_at: null })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .execute();
      return true;
    },
  });
};

export default sentEmailsRoutes;
