// Activation (beyond SPEC; domain/src/machine-file.ts): the licensed software's three public
// mutations, a license's machines and seats, staff's machine and status mutations, and the hub's
// LicenseActivity events. licensing-api counts the public ones per caller: the request's REST
// client forwards the caller's address (context.ts).
import { HUB_EVENTS, messages, productLicenseEntity, workflows } from '@licensing/domain';
import type { GatewayContext } from '../context.js';
import { required } from '../errors.js';
import type { Resolvers } from '../generated/graphql.js';
import type { HubEvent } from '../hub-events.js';
import { camelKeys } from '../rest/client.js';
import { requireRestId, resourceOf } from '../rest/resource.js';
import { workflowOnRow } from './crud.js';
import { restFor, restOf, subscribe } from './hub.js';

/** The machine's fields by their REST names, so a refused one comes back by its argument's name. */
const MACHINE_FIELDS = {
  key: 'Key',
  fingerprint: 'Fingerprint',
  hostname: 'Hostname',
  platform: 'Platform',
  nonce: 'Nonce',
  productLicenseId: 'ProductLicenseID',
  requestCode: 'RequestCode',
} as const;

/** The license after a change to its machines: read again, not from the operation's loader. */
const licenseAfter = (context: GatewayContext, id: string) =>
  context.loaders.byId(productLicenseEntity).clear(id).load(id).then(required);

/** A status workflow (suspend, reinstate, revoke): the license after. */
const statusChange = (workflow: Parameters<typeof workflowOnRow>[1]) =>
  workflowOnRow(productLicenseEntity, workflow, ({ id }: { id: string }) => ({
    body: { ProductLicenseID: requireRestId(id) },
    failure: messages.updateFailed,
  }));

type LicenseActivityPayload = { ProductLicenseId: number; OrderNumber: string; Action: string };

export const activationResolvers: Resolvers = {
  ProductLicense: {
    // One call per license: ask for them on one license (the operation's identical GETs are one).
    machines: async (parent, _args, context) => {
      const answer = await restFor(context).call(workflows.GetProductLicenseMachines, {
        params: { id: requireRestId(parent.id) },
        failure: messages.getDataFailed,
      });
      return answer.Machines.map((machine) => ({ ...camelKeys(machine), id: String(machine.Id) }));
    },
  },
  LicenseActivity: {
    // Read per event with a fresh client: the subscription's own would answer its first read again.
    productLicense: async (parent, _args, context) => {
      const entity = productLicenseEntity;
      const [row] = await resourceOf(entity).byIds(restOf(context), entity.key, [parent.productLicenseId]);
      return row ?? null;
    },
  },
  Mutation: {
    activateMachine: async (_parent, { key, fingerprint, hostname, platform }, { rest }) =>
      camelKeys(
        await rest.call(workflows.Activate, {
          body: {
            Key: key,
            Fingerprint: fingerprint,
            Hostname: hostname ?? null,
            Platform: platform ?? null,
          },
          fields: MACHINE_FIELDS,
          failure: messages.processFailed,
        }),
      ),
    validateLicense: async (_parent, { key, fingerprint, nonce }, { rest }) =>
      camelKeys(
        await rest.call(workflows.Validate, {
          body: { Key: key, Fingerprint: fingerprint, Nonce: nonce },
          fields: MACHINE_FIELDS,
          failure: messages.processFailed,
        }),
      ),
    deactivateMachineByKey: async (_parent, { key, fingerprint }, { rest }) =>
      camelKeys(
        await rest.call(workflows.Deactivate, {
          body: { Key: key, Fingerprint: fingerprint },
          fields: MACHINE_FIELDS,
          failure: messages.processFailed,
        }),
      ),
    deactivateMachine: async (_parent, { id }, context) => {
      const answer = await context.rest.call(workflows.DeactivateMachine, {
        params: { id: requireRestId(id) },
        failure: messages.updateFailed,
      });
      return licenseAfter(context, String(answer.ProductLicenseID));
    },
    activateMachineOffline: async (_parent, { productLicenseId, requestCode }, context) => {
      const id = requireRestId(productLicenseId, 'productLicenseId');
      const file = await context.rest.call(workflows.ActivateMachineOffline, {
        body: { ProductLicenseID: id, RequestCode: requestCode },
        fields: MACHINE_FIELDS,
        failure: messages.updateFailed,
      });
      return {
        machineFile: file.MachineFile,
        fileName: file.FileName,
        productLicense: await licenseAfter(context, String(id)),
      };
    },
    suspendLicense: statusChange(workflows.SuspendProductLicense),
    reinstateLicense: statusChange(workflows.ReinstateProductLicense),
    revokeLicense: statusChange(workflows.RevokeProductLicense),
  },
  Subscription: {
    licenseActivity: {
      subscribe: (_parent, { productLicenseId, afterEventId }, context) => {
        const id = productLicenseId == null ? null : requireRestId(productLicenseId, 'productLicenseId');
        return subscribe(context, [HUB_EVENTS.licenseActivity], {
          keep: (event) => id === null || (event.payload as LicenseActivityPayload).ProductLicenseId === id,
          afterEventId,
        });
      },
      resolve: (event: HubEvent) => {
        const payload = event.payload as LicenseActivityPayload;
        return {
          productLicenseId: String(payload.ProductLicenseId),
          orderNumber: payload.OrderNumber,
          action: payload.Action,
        };
      },
    },
  },
};
