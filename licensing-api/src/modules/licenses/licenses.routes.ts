// Older licenses (SPEC §7 Licenses): the CRUD routes of the declaration (ProductFeatures as a map of
// feature code to number), their feature lines in full (GetLicenseFeatures), and their signed
// license file (GetIssueLicense), signed like a product license's.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { workflows } from '@licensing/domain';
import { crudResource, crudRoutes } from '../../crud/index.js';
import {
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
    licenses,
  );
  licenseFileRoute(app, workflows.GetIssueLicense, 'Id', olderLicenseFacts);
};

export default licensesRoutes;
