// Older licenses (SPEC §7 Licenses): the CRUD routes of the declaration (ProductFeatures as a map of
// feature code to number), their feature lines in full (GetLicenseFeatures), and their signed
// license file (GetIssueLicense), signed like a product license's.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { licenseEntity, productLicenseEntity, workflows } from '@licensing/domain';
import { crudResource, crudRoutes, toAnswer } from '../../crud/index.js';
import { orNotFound } from '../../lib/errors.js';
import {
  type LicenseFeatureLine,
  licenseFeaturesRoute,
  licenseFileRoute,
  olderLicenseFacts,
} from '../product-licenses/license-facts.js';
import { licensesTable } from './licenses.table.js';

const licensesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const licenses = crudResource(app.db, licensesTable);
  await crudRoutes(licenses)(app, {});

  licenseFeaturesRoute(
    app,
    workflows.GetLicenseFeatures,
    "The license's feature values, with their features",
    'Features',
    async (id) => {
      orNotFound(await licenses.get(id), licenseEntity.notFoundLabel);
      const lines = (await licensesTable.nested!.features!.load(app.db, [id])).get(id) ?? [];
      // In a product license's line names (FeatureId, Value…), as the answer has them.
      return lines.map((line) =>
        toAnswer(productLicenseEntity.fields.features.of, line),
      ) as LicenseFeatureLine[];
    },
  );

  licenseFileRoute(app, workflows.GetIssueLicense, 'Id', olderLicenseFacts);
};

export default licensesRoutes;
