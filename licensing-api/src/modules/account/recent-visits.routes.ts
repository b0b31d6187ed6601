// The signed-in user's recent history (the layout's last 10 visited records): a detail screen records
// its record's visit; the list answers the latest 10, newest first. A deleted record leaves everyone's
// history with it (crud/resource.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { entities, workflows } from '@licensing/domain';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { objectBody } from '../../crud/index.js';
import { badRequest, fieldError } from '../../lib/errors.js';
import { errorResponses } from '../../lib/schemas.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { currentUser } from '../../plugins/app/auth.js';

const RECENT_VISITS = 10;

const Visit = Type.Object({
  Entity: Type.String({ description: "A declared entity's name: Customer, ProductLicense…" }),
  Id: Type.String(),
  Label: Type.String(),
  VisitedAt: Type.String({ format: 'date-time' }),
});

const text = (value: unknown, field: string, max: number) => {
  if (typeof value !== 'string' || value.trim() === '' || value.length > max) {
    throw fieldError(field, `${field} must be a text of 1 to ${max} characters.`);
  }
  return value.trim();
};

const recentVisitsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const names = new Set(entities.map((entity) => entity.name));

  app.route({
    ...workflowRoute(workflows.GetRecentVisits, {
      summary: `The signed-in user's last ${RECENT_VISITS} visited records, newest first`,
      response: { 200: Type.Array(Visit), ...errorResponses(401) },
    }),
    handler: async (request) => {
      const rows = await app.db
        .selectFrom('recent_visits')
        .select(['entity', 'record_id', 'label', 'visited_at'])
        .where('user_id', '=', currentUser(request).id)
        .orderBy('visited_at', 'desc')
        .limit(RECENT_VISITS)
        .execute();
      return rows.map((row) => ({
        Entity: row.entity,
        Id: row.record_id,
        Label: row.label,
        VisitedAt: new Date(row.visited_at).toISOString(),
      }));
    },
  });

  app.route({
    ...workflowRoute(workflows.RecordVisit, {
      summary: "Records the signed-in user's visit of a record (its latest visit counts); answers true",
      body: Type.Object({
        Entity: Type.String({ minLength: 1, maxLength: 50, description: "A declared entity's name." }),
        Id: Type.String({ minLength: 1, maxLength: 50 }),
        Label: Type.String({ minLength: 1, maxLength: 200 }),
      }),
      response: { 200: Type.Boolean(), ...errorResponses(400, 401) },
    }),
    ...objectBody,
    handler: async (request) => {
      const body = request.body as Record<string, unknown>;
      const entity = text(body.Entity, 'Entity', 50);
      if (!names.has(entity)) throw badRequest(`'${entity}' is no entity.`, { Entity: ['Unknown entity'] });
      const id = text(body.Id, 'Id', 50);
      const label = text(body.Label, 'Label', 200);
      const userId = currentUser(request).id;
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('recent_visits')
          .values({ user_id: userId, entity, record_id: id, label })
          .onConflict((conflict) =>
            conflict
              .columns(['user_id', 'entity', 'record_id'])
              .doUpdateSet({ label, visited_at: sql`now()` }),
          )
          .execute();
        // Only the latest RECENT_VISITS are kept.
        await sql`delete from recent_visits where user_id = ${userId} and (entity, record_id) not in (
          select entity, record_id from recent_visits where user_id = ${userId}
          order by visited_at desc limit ${RECENT_VISITS})`.execute(trx);
      });
      return true;
    },
  });
};

export default recentVisitsRoutes;
