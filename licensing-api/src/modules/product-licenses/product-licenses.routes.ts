// /api/ProductLicenses (SPEC §7): the CRUD routes of the declaration, each write recorded in the
// license's history in its transaction; a customer's licenses; the license's features; then its
// workflows (license-issue.routes.ts) and history (license-history.routes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { productLicenseEntity, workflows } from '@licensing/domain';
import { Type } from 'typebox';
import {
  crudResource,
  crudRoutes,
  type ListQuerystring,
  listQuerySchema,
  pageSchema,
  parseListQuery,
} from '../../crud/index.js';
import { errorResponses, SerialId } from '../../lib/schemas.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { currentUser } from '../../plugins/app/auth.js';
import { type LicenseSnapshot, recordHistory, snapshot } from './history.js';
import licenseBulkRoutes from './license-bulk.routes.js';
import { licenseFeaturesRoute } from './license-facts.js';
import licenseHistoryRoutes from './license-history.routes.js';
import licenseIssueRoutes from './license-issue.routes.js';
import { productLicensesTable } from './product-licenses.table.js';

const productLicensesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const licenses = crudResource(app.db, productLicensesTable);
  await crudRoutes(licenses, {
    writeHooks: (request, operation) => {
      const actor = currentUser(request).id;
      let before: LicenseSnapshot | null = null;
      return {
        before: async (trx, id) => {
          before = await snapshot(trx, id);
        },
        after: (trx, id) =>
          recordHistory(trx, id, operation === 'create' ? 'Created' : 'Updated', actor, before),
      };
    },
  })(app, {});

  app.route({
    ...workflowRoute(workflows.GetCustomerProductLicenses, {
      summary: "A page of a customer's product licenses (CustomerId), newest order first",
      querystring: Type.Object({
        ...listQuerySchema(productLicensesTable).properties,
        CustomerId: SerialId(),
      }),
      response: { 200: pageSchema(productLicenseEntity), ...errorResponses(400, 401) },
    }),
    handler: async (request) => {
      // CustomerId is parsed strictly (plugins/infrastructure/strict-ids.ts).
      const { CustomerId, ...query } = request.query as ListQuerystring & { CustomerId: number };
      const list = parseListQuery(query, productLicenseEntity.pageSize);
      list.filters.push({ FieldName: 'CustomerId', FilterValue: String(CustomerId) });
      const { rows, total } = await licenses.list(list);
      return { Data: rows, TotalItems: total };
    },
  });

  // Registered in this order so the OpenAPI document lists the routes as it did.
  await licenseIssueRoutes(app, {});
  await licenseHistoryRoutes(app, {});
  await licenseBulkRoutes(app, {});

  licenseFeaturesRoute(
    app,
    workflows.GetProductLicenseFeatures,
    "The license's feature values",
    'ProductLicenseFeatures',
    licenses,
  );
};

export default productLicensesRoutes;
