// Older licenses (SPEC §7 Licenses): the CRUD routes of the declaration (ProductFeatures as a map of
// feature code to number), their feature lines in full (GetLicenseFeatures), and their signed
// license file (GetIssueLicense), signed like a product license's.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { licenseEntity, licenseFileName, workflows } from '@licensing/domain';
import { Type } from 'typebox';
import { crudResource, crudRoutes, objectBody, requireId } from '../../crud/index.js';
import { orNotFound } from '../../lib/errors.js';
import { errorResponses, IdInput, Maybe, SerialId } from '../../lib/schemas.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import {
  LicenseFeatureLines,
  olderLicenseFacts,
  requireLicenseCustomer,
} from '../product-licenses/license-facts.js';
import { licensesTable } from './licenses.table.js';

const licensesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const licenses = crudResource(app.db, licensesTable);
  await crudRoutes(licenses)(app, {});

  app.route({
    ...workflowRoute(workflows.GetLicenseFeatures, {
      summary: "The license's feature values, with their features",
      params: Type.Object({ id: SerialId() }),
      response: {
        200: Type.Object({
          Features: LicenseFeatureLines,
        }),
        ...errorResponses(400, 401, 404),
      },
    }),
    handler: async (request) => {
      const id = requireId('id', 'id', request.params.id);
      orNotFound(await licenses.get(id), licenseEntity.notFoundLabel);
      const lines = (await licensesTable.nested!.features!.load(app.db, [id])).get(id) ?? [];
      return {
        Features: lines.map((line) => ({
          FeatureId: line.featureId as number,
          FeatureName: line.featureName as string,
          FeatureLabel: line.featureLabel as string,
          Value: line.quantity as number,
          FeatureDataTypeID: line.dataTypeId as number,
        })),
      };
    },
  });

  app.route({
    ...workflowRoute(workflows.GetIssueLicense, {
      summary: 'The signed license file (Data), saved as FileName: <OrderNumber>_License.lic',
      description:
        'An Ed25519-signed envelope (alg base64+ed25519); verify it with the key of GET /api/LicenseFile/PublicKey.',
      body: Type.Object({ Id: Maybe(IdInput()), CustomerId: Maybe(IdInput("The license's customer.")) }),
      response: {
        200: Type.Object({ Data: Type.String(), FileName: Type.String() }),
        ...errorResponses(400, 401, 404),
      },
    }),
    ...objectBody,
    handler: async (request) => {
      const body = request.body as { Id?: unknown; CustomerId?: unknown };
      const id = requireId('id', 'Id', body.Id) as number;
      const customerId = requireId('id', 'CustomerId', body.CustomerId);
      const { customerId: owner, ...facts } = await olderLicenseFacts(app.db, id);
      requireLicenseCustomer(owner, customerId);
      return { Data: app.licenseSigner.sign(facts), FileName: licenseFileName(facts.orderNumber) };
    },
  });
};

export default licensesRoutes;
