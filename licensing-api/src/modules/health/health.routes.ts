// GET /healthz: answers once the database answers (start scripts and load balancers poll it).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { workflows } from '@licensing/domain';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { HttpError } from '../../lib/errors.js';
import { apiMessages } from '../../lib/messages.js';
import { errorResponses } from '../../lib/schemas.js';
import { workflowRoute } from '../../lib/workflow-route.js';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...workflowRoute(workflows.Healthz, {
      tags: ['Health'],
      summary: 'Liveness and database check',
      response: { 200: Type.Object({ status: Type.Literal('ok') }), ...errorResponses(503) },
    }),
    handler: async (request) => {
      try {
        await sql`select 1`.execute(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        throw new HttpError(503, apiMessages.databaseUnavailable);
      }
      return { status: 'ok' as const };
    },
  });
};

export default healthRoutes;
