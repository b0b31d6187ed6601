// A fixed reference list the product ships (feature data types, license plans): one GET answering
// every row on one page, `{ Data, TotalItems }`, for dropdowns.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DeclaredWorkflow } from '@licensing/domain';
import type { Kysely } from 'kysely';
import type { TObject } from 'typebox';
import type { Database } from '../db/schema.js';
import { workflowRoute } from '../lib/workflow-route.js';
import { ListResponse } from './list-query.js';

export const lookup =
  (
    workflow: DeclaredWorkflow,
    summary: string,
    item: TObject,
    rows: (db: Kysely<Database>) => Promise<Record<string, unknown>[]>,
  ): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.route({
      ...workflowRoute(workflow, { summary, response: { 200: ListResponse(item) } }),
      handler: async () => {
        const Data = await rows(app.db);
        return { Data, TotalItems: Data.length };
      },
    });
  };
