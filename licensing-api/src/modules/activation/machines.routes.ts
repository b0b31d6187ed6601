// Staff's side of activation (beyond SPEC): a license's machines, deactivating one, activating an
// offline machine from its request code, and the status workflows (suspend, reinstate, revoke:
// domain's LICENSE_STATUS_CHANGES), each recorded in the license's history and raised on the hub.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type DeclaredWorkflow,
  LICENSE_STATUS_CHANGES,
  type LicenseStatusChange,
  machineFileName,
  offlineRequestMessages,
  parseOfflineRequest,
  productLicenseEntity,
  statusChangeRefusal,
  VALIDATION_DETAILS,
  workflows,
} from '@licensing/domain';
import { Type } from 'typebox';
import { objectBody, requireId } from '../../crud/index.js';
import { conflict, fieldError, notFound, orNotFound } from '../../lib/errors.js';
import { errorResponses, IdInput, Maybe, Nullable, SerialId } from '../../lib/schemas.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { currentUser } from '../../plugins/app/auth.js';
import { licenseChange } from '../product-licenses/history.js';
import { activate, deactivate, raiseActivity } from './machines.js';

const MACHINE_LABEL = 'Machine';
const LicenseId = { ProductLicenseID: Maybe(IdInput()) };

const Machine = Type.Object({
  Id: Type.Integer(),
  Fingerprint: Type.String(),
  Hostname: Nullable(Type.String()),
  Platform: Nullable(Type.String()),
  FirstSeen: Type.String({ format: 'date-time' }),
  LastSeen: Type.String({ format: 'date-time' }),
  LastAddress: Nullable(Type.String()),
});

const machinesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const changeLicense = licenseChange(app.db);
  const licenseId = (body: unknown) =>
    requireId('id', 'ProductLicenseID', (body as { ProductLicenseID?: unknown }).ProductLicenseID) as number;

  app.route({
    ...workflowRoute(workflows.GetProductLicenseMachines, {
      summary: 'The machines activated on the license, most recently seen first',
      params: Type.Object({ id: SerialId() }),
      response: { 200: Type.Object({ Machines: Type.Array(Machine) }), ...errorResponses(400, 401, 404) },
    }),
    handler: async (request) => {
      const { id } = request.params as { id: number };
      orNotFound(
        await app.db.selectFrom('product_licenses').select('id').where('id', '=', id).executeTakeFirst(),
        productLicenseEntity.notFoundLabel,
      );
      const machines = await app.db
        .selectFrom('machines')
        .selectAll()
        .where('product_license_id', '=', id)
        .orderBy('last_seen_at', 'desc')
        .orderBy('id')
        .execute();
      return {
        Machines: machines.map((machine) => ({
          Id: machine.id,
          Fingerprint: machine.fingerprint,
          Hostname: machine.hostname,
          Platform: machine.platform,
          FirstSeen: machine.first_seen_at.toISOString(),
          LastSeen: machine.last_seen_at.toISOString(),
          LastAddress: machine.last_address,
        })),
      };
    },
  });

  app.route({
    ...workflowRoute(workflows.DeactivateMachine, {
      summary: "Deactivates a machine, freeing its license's seat",
      params: Type.Object({ id: SerialId() }),
      response: {
        200: Type.Object({ Code: Type.Literal('DEACTIVATED'), ProductLicenseID: Type.Integer() }),
        ...errorResponses(400, 401, 404),
      },
    }),
    handler: async (request) => {
      const { id } = request.params as { id: number };
      const { code, licenseId } = await deactivate(app.db, { machineId: id }, currentUser(request).id);
      if (code !== 'DEACTIVATED') throw notFound(MACHINE_LABEL);
      return { Code: code, ProductLicenseID: licenseId! };
    },
  });

  app.route({
    ...workflowRoute(workflows.ActivateMachineOffline, {
      summary:
        "Activates an offline machine from its request code; answers its machine file, trusted until the license's expiry",
      body: Type.Object({ ...LicenseId, RequestCode: Maybe(Type.String({ maxLength: 4_000 })) }),
      response: {
        200: Type.Object({ MachineFile: Type.String(), FileName: Type.String() }),
        ...errorResponses(400, 401, 404, 409),
      },
    }),
    ...objectBody,
    handler: async (request) => {
      const id = licenseId(request.body);
      const code = (request.body as { RequestCode?: string | null }).RequestCode;
      const machine = parseOfflineRequest(code ?? '');
      if (!machine) throw fieldError('RequestCode', offlineRequestMessages.notARequest);
      const license = orNotFound(
        await app.db
          .selectFrom('product_licenses')
          .select('customer_activation_code')
          .where('id', '=', id)
          .executeTakeFirst(),
        productLicenseEntity.notFoundLabel,
      );
      if (license.customer_activation_code !== machine.key)
        throw fieldError('RequestCode', offlineRequestMessages.otherLicense);
      // The key is checked again under the license's lock: a new code may have been issued since.
      const result = await activate(app.db, app.licenseSigner, { id, key: machine.key }, machine, {
        address: null,
        actor: currentUser(request).id,
        offline: true,
      });
      if (result.code !== 'VALID') throw conflict(VALIDATION_DETAILS[result.code]);
      return {
        MachineFile: result.machineFile,
        FileName: machineFileName(result.orderNumber, machine.fingerprint),
      };
    },
  });

  const statusRoute = (change: LicenseStatusChange, workflow: DeclaredWorkflow, summary: string) =>
    app.route({
      ...workflowRoute(workflow, {
        summary,
        body: Type.Object(LicenseId),
        response: { 200: Type.Object({ Status: Type.Integer() }), ...errorResponses(400, 401, 404, 409) },
      }),
      ...objectBody,
      handler: async (request) => {
        const { from, to, action } = LICENSE_STATUS_CHANGES[change];
        const id = licenseId(request.body);
        await changeLicense(id, action, currentUser(request).id, async (license, trx) => {
          if (!(from as readonly number[]).includes(license.status))
            throw conflict(statusChangeRefusal(change, license.status));
          await raiseActivity(trx, { id, order_number: license.order_number }, action);
          return { status: to };
        });
        return { Status: to };
      },
    });
  statusRoute(
    'suspend',
    workflows.SuspendProductLicense,
    'Suspends the license: validations answer SUSPENDED',
  );
  statusRoute('reinstate', workflows.ReinstateProductLicense, 'Reinstates a suspended license');
  statusRoute(
    'revoke',
    workflows.RevokeProductLicense,
    'Revokes the license for good: validations answer REVOKED',
  );
};

export default machinesRoutes;
