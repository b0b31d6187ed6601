// GET /api/ProductLicenses/GetProductLicensePlans (SPEC §7): Monthly (1 month) and Annually (12).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ListResponse } from '../../crud/index.js';
import { errorResponses } from '../../lib/schemas.js';

const ProductLicensePlan = Type.Object({
  ID: Type.Integer(),
  Name: Type.String({ description: "'Monthly' or 'Annually'." }),
  Unit: Type.Integer({ description: 'Months per unit.' }),
});

const productLicensePlansRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/ProductLicenses/GetProductLicensePlans',
    {
      schema: {
        tags: ['ProductLicenses'],
        operationId: 'GetProductLicensePlans',
        summary: 'The license plans (Monthly: 1 month, Annually: 12), all on one page',
        response: { 200: ListResponse(ProductLicensePlan), ...errorResponses(401) },
      },
    },
    async () => {
      const rows = await app.db.selectFrom('product_license_plans').selectAll().orderBy('unit').execute();
      return {
        Data: rows.map((row) => ({ ID: row.id, Name: row.name, Unit: row.unit })),
        TotalItems: rows.length,
      };
    },
  );
};

export default productLicensePlansRoutes;
