// A fixed reference list the product ships (feature data types, license plans): one GET answering
// every row on one page, `{ Data, TotalItems }`, for dropdowns.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { TObject } from 'typebox';
import type { Database } from '../db/schema.js';
import { errorResponses } from '../lib/schemas.js';
import { ListResponse } from './list-query.js';

export const lookup =
  (
    path: string,
    summary: string,
    item: TObject,
    rows: (db: Kysely<Database>) => Promise<Record<string, unknown>[]>,
  ): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      path,
      {
        config: { writes: false },
        schema: {
          tags: [path.split('/')[2] ?? ''],
          operationId: path.split('/').at(-1),
          summary,
          response: { 200: ListResponse(item), ...errorResponses(401) },
        },
      },
      async () => {
        const Data = await rows(app.db);
        return { Data, TotalItems: Data.length };
      },
    );
  };
