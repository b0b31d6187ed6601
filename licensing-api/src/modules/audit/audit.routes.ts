// The audit trail's routes: the whole trail, administrators only, by the generic CRUD list and get
// (filters, sort, paging), and one record's trail (GetRecordAuditTrail), newest first, to whoever may
// read that record: everyone signed in, but administrators only for the entities only they read.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUDITED_ENTITIES, DEFAULT_PAGE_SIZE, entities, MAX_PAGE_SIZE, workflows } from '@licensing/domain';
import { Type } from 'typebox';
import { crud, crudResource, pageSchema } from '../../crud/index.js';
import { forbidden } from '../../lib/errors.js';
import { errorResponses } from '../../lib/schemas.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { currentUser } from '../../plugins/app/auth.js';
import { auditTrailTable } from './audit.table.js';

/** Entities whose rows only administrators read, so their trails too. */
const ADMIN_ONLY: ReadonlySet<string> = new Set([
  ...entities.filter((entity) => entity.adminOnly === 'all').map((entity) => entity.name),
  'Settings',
  'ApiToken',
]);

const RecordTrailParams = Type.Object({
  entity: Type.Union(
    AUDITED_ENTITIES.map((name) => Type.Literal(name)),
    { description: 'The entity, as the trail names it: Customer, ProductLicense, …' },
  ),
  id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[\\w-]+$', description: "The record's id." }),
});

const RecordTrailQuery = Type.Object({
  Page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 10_000_000, description: '1-based page; default 1.' }),
  ),
  Count: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      description: `Page size; default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.`,
    }),
  ),
});

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await crud(auditTrailTable)(app, {});
  const resource = crudResource(app.db, auditTrailTable);

  app.route({
    ...workflowRoute(workflows.GetRecordAuditTrail, {
      summary: "One record's audit trail, newest first",
      params: RecordTrailParams,
      querystring: RecordTrailQuery,
      response: { 200: pageSchema(auditTrailTable.entity), ...errorResponses(400, 401, 403) },
    }),
    handler: async (request) => {
      const { entity, id } = request.params;
      if (ADMIN_ONLY.has(entity) && !currentUser(request).admin) throw forbidden();
      const count = request.query.Count ?? DEFAULT_PAGE_SIZE;
      const offset = ((request.query.Page ?? 1) - 1) * count;
      const trail = app.db.selectFrom('audit_trail').where('entity', '=', entity).where('record_id', '=', id);
      const [page, total] = await Promise.all([
        trail.select('id').orderBy('id', 'desc').limit(count).offset(offset).execute(),
        trail.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      const TotalItems = Number(total.count);
      if (page.length === 0) return { Data: [], TotalItems };
      // The page's entries as the list answers them, by their ids.
      const { rows } = await resource.list({
        page: null,
        search: undefined,
        orders: [{ FieldName: auditTrailTable.key.field.rest, Type: 'desc' }],
        filters: [
          { FieldName: auditTrailTable.key.field.rest, FilterValue: page.map((row) => row.id).join(',') },
        ],
      });
      return { Data: rows, TotalItems };
    },
  });
};

export default auditRoutes;
