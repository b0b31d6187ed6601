// A product license's history (SPEC §6), newest first: one license's (GetProductLicenseHistories)
// or several licenses' in one call (GetProductLicensesHistories).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { historyModifier, personName, productLicenseEntity, workflows } from '@licensing/domain';
import { type Static, Type } from 'typebox';
import { requireId } from '../../crud/index.js';
import { fieldError, orNotFound } from '../../lib/errors.js';
import { errorResponses, SerialId } from '../../lib/schemas.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { HistoryAction } from './history.js';

const MAX_HISTORY_IDS = 100;

const HistoryEntry = Type.Object({
  Id: Type.Integer(),
  ProductLicenseID: Type.Integer(),
  Action: HistoryAction,
  ModifierId: Type.String(),
  Modifier: Type.Enum(['user', 'admin'], {
    description: "SPEC §6: 'user' when ModifierId is all zeros, else 'admin'.",
  }),
  ModifierName: Type.Union([Type.String(), Type.Null()], {
    description: "The staff member's name, where known.",
  }),
  ModifiedDate: Type.String({ format: 'date-time' }),
});

const licenseHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The history entries of these licenses, newest first. */
  const histories = async (ids: readonly number[]) => {
    const rows = await app.db
      .selectFrom('product_license_histories as h')
      .leftJoin('users as u', 'u.id', 'h.modifier_id')
      .selectAll('h')
      .select(['u.first_name', 'u.last_name'])
      .where('h.product_license_id', 'in', ids)
      // A validation failure is written up to a second after it happened (validationLog).
      .orderBy('h.modified_at', 'desc')
      .orderBy('h.id', 'desc')
      .execute();
    return rows.map((row) => ({
      Id: row.id,
      ProductLicenseID: row.product_license_id,
      Action: JSON.parse(row.action) as Static<typeof HistoryAction>,
      ModifierId: row.modifier_id,
      Modifier: historyModifier(row.modifier_id),
      ModifierName: row.first_name === null ? null : personName(row.first_name, row.last_name),
      ModifiedDate: new Date(row.modified_at).toISOString(),
    }));
  };

  app.route({
    ...workflowRoute(workflows.GetProductLicenseHistories, {
      summary: "The license's history, newest first",
      params: Type.Object({ id: SerialId() }),
      response: { 200: Type.Array(HistoryEntry), ...errorResponses(400, 401, 404) },
    }),
    handler: async (request) => {
      const { id } = request.params;
      orNotFound(
        await app.db.selectFrom('product_licenses').select('id').where('id', '=', id).executeTakeFirst(),
        productLicenseEntity.notFoundLabel,
      );
      return histories([id]);
    },
  });

  app.route({
    ...workflowRoute(workflows.GetProductLicensesHistories, {
      summary:
        'The histories of several licenses in one call (Ids: up to 100, comma-separated), newest first',
      querystring: Type.Object({
        Ids: Type.String({ description: `Up to ${MAX_HISTORY_IDS} license ids, comma-separated.` }),
      }),
      response: { 200: Type.Array(HistoryEntry), ...errorResponses(400, 401) },
    }),
    handler: async (request) => {
      const ids = request.query.Ids.split(',').map((id) => requireId('id', 'Ids', id.trim()) as number);
      if (ids.length > MAX_HISTORY_IDS) {
        throw fieldError('Ids', `The Ids field must have at most ${MAX_HISTORY_IDS} ids.`);
      }
      return histories(ids);
    },
  });
};

export default licenseHistoryRoutes;
