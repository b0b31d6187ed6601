// Reports (SPEC §7): GetProductLicenseSummary/{year} — the customers and product licenses of each
// month — and GetDashboard/{year}, every figure of the home dashboard in one answer.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { workflows } from '@licensing/domain';
import { Type } from 'typebox';
import { badRequest } from '../../lib/errors.js';
import { errorResponses } from '../../lib/schemas.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { dashboard } from './dashboard.js';

const Counts = Type.Array(Type.Integer(), { minItems: 12, maxItems: 12, description: 'January first.' });
/** What GetProductLicenseSummary answers, and GetDashboard begins with. */
const Summary = { Months: Counts, TotalCustomers: Counts, TotalProductLicenses: Counts };
const YearParams = Type.Object({
  year: Type.String({ pattern: '^[0-9]{4}$', description: 'A year from 2000 to 2100.' }),
});

/** A year as the path gives it: four digits, 2000 to 2100. */
function yearOf(text: string): number {
  const year = /^\d{4}$/.test(text) ? Number(text) : Number.NaN;
  if (!(year >= 2000 && year <= 2100)) {
    throw badRequest(`'${text}' is not a year from 2000 to 2100.`, { year: ['Invalid year'] });
  }
  return year;
}

const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...workflowRoute(workflows.GetProductLicenseSummary, {
      summary: 'Customers and product licenses created in each month of the year',
      params: YearParams,
      response: {
        200: Type.Object(Summary),
        ...errorResponses(400, 401),
      },
    }),
    // The dashboard's first figures: the response schema leaves out the rest.
    handler: async (request) => dashboard(app.db, yearOf(request.params.year)),
  });

  app.route({
    ...workflowRoute(workflows.GetDashboard, {
      summary: "The home dashboard's figures of the year, aggregated in SQL",
      params: YearParams,
      response: {
        200: Type.Object({
          Year: Type.Integer(),
          ...Summary,
          TrialRequestsGenerated: Counts,
          TrialRequestsNotProcessed: Counts,
          OrdersResolved: Counts,
          OrdersNotResolved: Counts,
          LicensesPerEdition: Type.Array(
            Type.Object({
              ProductEditionID: Type.Integer(),
              ProductEditionName: Type.String(),
              ProductName: Type.String(),
              Licenses: Type.Integer(),
            }),
          ),
        }),
        ...errorResponses(400, 401),
      },
    }),
    handler: async (request) => dashboard(app.db, yearOf(request.params.year)),
  });
};

export default reportsRoutes;
