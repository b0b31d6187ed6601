// Bulk renew and bulk suspend of product licenses (beyond SPEC): the single workflows' rules
// (RenewProductLicense's renewedExpiry, SuspendProductLicense's LICENSE_STATUS_CHANGES) for up to
// MAX_BULK_IDS licenses in one transaction, all or none: every refusal is named (by order number)
// in one 409, unknown ids in one 404, and each change is in its license's history.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type DeclaredWorkflow,
  LICENSE_STATUS_CHANGES,
  MAX_BULK_IDS,
  productLicenseEntity,
  renewedExpiry,
  statusChangeRefusal,
  workflows,
} from '@licensing/domain';
import { Type } from 'typebox';
import { parseIds } from '../../crud/bulk-routes.js';
import { strictBody } from '../../crud/index.js';
import { conflict, HttpError, notFound } from '../../lib/errors.js';
import { apiMessages } from '../../lib/messages.js';
import { errorResponses } from '../../lib/schemas.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { currentUser } from '../../plugins/app/auth.js';
import { raiseActivity } from '../activation/machines.js';
import { changeLicenseIn, type LicenseChange } from './history.js';

const IdsBody = Type.Object(
  {
    Ids: Type.Array(Type.Union([Type.Integer(), Type.String({ maxLength: 40 })]), {
      minItems: 1,
      maxItems: MAX_BULK_IDS,
    }),
  },
  { additionalProperties: false },
);

const licenseBulkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Runs `change` on every license of the body's Ids in one transaction; answers how many changed. */
  const bulkRoute = (
    workflow: DeclaredWorkflow,
    summary: string,
    action: string,
    change: (...args: [...Parameters<LicenseChange>, id: number]) => ReturnType<LicenseChange>,
  ) =>
    app.route({
      ...workflowRoute(workflow, {
        summary,
        body: IdsBody,
        response: { 200: Type.Integer({ minimum: 0 }), ...errorResponses(400, 401, 404, 409) },
      }),
      ...strictBody,
      handler: async (request) => {
        const ids = [...new Set(parseIds('id', 'Ids', (request.body as { Ids: unknown[] }).Ids))].sort(
          (a, b) => Number(a) - Number(b),
        );
        const actor = currentUser(request).id;
        await app.db.transaction().execute(async (trx) => {
          const missing: string[] = [];
          const refusals: string[] = [];
          for (const id of ids) {
            let orderNumber = String(id);
            try {
              await changeLicenseIn(trx, id, action, actor, (license, trx) => {
                orderNumber = license.order_number;
                return change(license, trx, id as number);
              });
            } catch (error) {
              if (!(error instanceof HttpError)) throw error;
              if (error.statusCode === 404) missing.push(String(id));
              else if (error.statusCode === 409) refusals.push(`${orderNumber}: ${error.message}`);
              else throw error;
            }
          }
          if (missing.length > 0)
            throw notFound(`${productLicenseEntity.notFoundLabel} ${missing.join(', ')}`);
          if (refusals.length > 0) throw conflict(apiMessages.bulkNotDone(refusals));
        });
        return ids.length;
      },
    });

  bulkRoute(
    workflows.RenewProductLicenses,
    "Extends each license's expiry by its plan, all or none; answers the number renewed",
    'Renewed',
    (license) => ({ expired_date: renewedExpiry(license.expired_date, license) }),
  );

  const { from, to, action } = LICENSE_STATUS_CHANGES.suspend;
  bulkRoute(
    workflows.SuspendProductLicenses,
    'Suspends each license (validations answer SUSPENDED), all or none: one not suspendable refuses them all; answers the number suspended',
    action,
    async (license, trx, id) => {
      if (!(from as readonly number[]).includes(license.status))
        throw conflict(statusChangeRefusal('suspend', license.status));
      await raiseActivity(trx, { id, order_number: license.order_number }, action);
      return { status: to };
    },
  );
};

export default licenseBulkRoutes;
