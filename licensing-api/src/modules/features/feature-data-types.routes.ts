// GET /api/Features/GetFeatureDataTypes (SPEC §7): the data types a feature can have, all on one page.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ListResponse } from '../../crud/index.js';
import { errorResponses } from '../../lib/schemas.js';

const FeatureDataType = Type.Object({
  ID: Type.Integer(),
  Type: Type.String({ description: 'BOOLEAN or NUMBER.' }),
});

const featureDataTypesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/Features/GetFeatureDataTypes',
    {
      schema: {
        tags: ['Features'],
        operationId: 'GetFeatureDataTypes',
        summary: 'The feature data types (BOOLEAN, NUMBER), all on one page',
        response: { 200: ListResponse(FeatureDataType), ...errorResponses(401) },
      },
    },
    async () => {
      const rows = await app.db.selectFrom('feature_data_types').selectAll().orderBy('type').execute();
      return { Data: rows.map((row) => ({ ID: row.id, Type: row.type })), TotalItems: rows.length };
    },
  );
};

export default featureDataTypesRoutes;
