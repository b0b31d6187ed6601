// A product license's workflows (SPEC §7): issuing an activation code (GetIssueProductLicense_V2),
// which activates it; the signed license file (GetIssueProductLicense) and the public keys it is
// verified with (the current one, and every trusted one with its kid); and renewing it by its plan. Each change is recorded in the license's history.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LICENSE_STATUS, renewedExpiry, workflows } from '@licensing/domain';
import { Type } from 'typebox';
import { objectBody, requireId } from '../../crud/index.js';
import { conflict } from '../../lib/errors.js';
import { errorResponses, IdInput, Maybe } from '../../lib/schemas.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { currentUser } from '../../plugins/app/auth.js';
import { newActivationCode } from './activation-code.js';
import { licenseChange } from './history.js';
import { LicenseRequest, licenseFacts, licenseFileRoute, requireLicenseCustomer } from './license-facts.js';

const revokedLicense = 'A revoked license gets no new activation code.';

const licenseIssueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signer = app.licenseSigner;

  const changeLicense = licenseChange(app.db);

  app.route({
    ...workflowRoute(workflows.GetIssueProductLicense_V2, {
      summary:
        'Issues a new activation code, which activates the license (a suspended one stays suspended; a revoked one gets none); answers the code and Status',
      body: LicenseRequest('ProductLicenseID'),
      response: {
        200: Type.Object({ CustomerActivationCode: Type.String(), Status: Type.Integer() }),
        ...errorResponses(400, 401, 404, 409),
      },
    }),
    ...objectBody,
    handler: async (request) => {
      const body = request.body as { ProductLicenseID?: unknown; CustomerId?: unknown };
      const id = requireId('id', 'ProductLicenseID', body.ProductLicenseID);
      const customerId = requireId('id', 'CustomerId', body.CustomerId);
      const code = newActivationCode();
      let status: number = LICENSE_STATUS.activated;
      await changeLicense(id, 'Activation code issued', currentUser(request).id, (license) => {
        requireLicenseCustomer(license.customer_id, customerId);
        if (license.status === LICENSE_STATUS.revoked) throw conflict(revokedLicense);
        // A new code does not lift a suspension: only Reinstate does.
        if (license.status === LICENSE_STATUS.suspended) status = LICENSE_STATUS.suspended;
        return { customer_activation_code: code, status };
      });
      return { CustomerActivationCode: code, Status: status };
    },
  });

  licenseFileRoute(app, workflows.GetIssueProductLicense, 'ProductLicenseID', licenseFacts);

  app.route({
    ...workflowRoute(workflows.GetLicensePublicKey, {
      summary: 'The public key license files are verified with (SPKI, PEM)',
      response: {
        200: {
          description: 'The public key, PEM-encoded (-----BEGIN PUBLIC KEY-----).',
          content: { 'text/plain': { schema: Type.String() } },
        },
      },
    }),
    handler: async (_request, reply) => reply.type('text/plain; charset=utf-8').send(signer.publicKeyPem),
  });

  app.route({
    ...workflowRoute(workflows.GetLicensePublicKeys, {
      summary:
        "Every public key license files, machine files and validation answers verify with: the current signing key's and the retired ones' (LICENSE_RETIRED_PUBLIC_KEYS), each with its key id, the kid of what it signed",
      response: {
        200: Type.Array(
          Type.Object({
            Kid: Type.String({ description: "The key's id: an envelope's kid names its key." }),
            PublicKey: Type.String({ description: 'The public key, SPKI PEM (-----BEGIN PUBLIC KEY-----).' }),
            Current: Type.Boolean({
              description: 'True for the key new files are signed with; false for a retired one.',
            }),
          }),
        ),
      },
    }),
    handler: async () =>
      signer.trustedKeys.map(({ kid, publicKeyPem, current }) => ({
        Kid: kid,
        PublicKey: publicKeyPem,
        Current: current,
      })),
  });

  app.route({
    ...workflowRoute(workflows.RenewProductLicense, {
      summary: "Extends the license's expiry by its plan; answers the new ExpiredDate",
      body: Type.Object({ ProductLicenseID: Maybe(IdInput()) }),
      response: {
        200: Type.Object({ ExpiredDate: Type.String({ format: 'date-time' }) }),
        ...errorResponses(400, 401, 404),
      },
    }),
    ...objectBody,
    handler: async (request) => {
      const id = requireId(
        'id',
        'ProductLicenseID',
        (request.body as { ProductLicenseID?: unknown }).ProductLicenseID,
      );
      let expiry = new Date();
      await changeLicense(id, 'Renewed', currentUser(request).id, (license) => {
        expiry = renewedExpiry(license.expired_date, license);
        return { expired_date: expiry };
      });
      return { ExpiredDate: expiry.toISOString() };
    },
  });
};

export default licenseIssueRoutes;
