// /api/ProductLicenses (SPEC §7): the CRUD routes of the declaration, each write recorded in the
// license's history in its transaction; the license's features and history; issuing an activation
// code (GetIssueProductLicense_V2), which activates it; the signed license file
// (GetIssueProductLicense) and the public key it is verified with; and renewing it by its plan.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  historyModifier,
  LICENSE_STATUS,
  licenseFileName,
  productLicenseEntity,
  renewedExpiry,
  workflows,
} from '@licensing/domain';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import {
  crudResource,
  crudRoutes,
  type Id,
  type ListQuerystring,
  listQuerySchema,
  objectBody,
  pageSchema,
  parseListQuery,
  requireId,
} from '../../crud/index.js';
import type { Database } from '../../db/schema.js';
import { badRequest, orNotFound } from '../../lib/errors.js';
import { errorResponses, IdInput, Maybe, SerialId } from '../../lib/schemas.js';
import { workflowRoute } from '../../lib/workflow-route.js';
import { currentUser } from '../../plugins/app/auth.js';
import { type HistoryAction, type LicenseSnapshot, recordHistory, snapshot } from './history.js';
import { LicenseFeatureLines, licenseFacts, requireLicenseCustomer } from './license-facts.js';
import { productLicensesTable } from './product-licenses.table.js';

const MAX_HISTORY_IDS = 100;
const label = productLicenseEntity.notFoundLabel;

/** Crockford's base32: no I, L, O or U to misread. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 25 random symbols (125 bits) in five groups: not guessable, and easy to read out. */
export function newActivationCode(): string {
  const bytes = randomBytes(25);
  const symbols = [...bytes].map((byte) => CODE_ALPHABET[byte & 31]).join('');
  return symbols.match(/.{5}/g)!.join('-');
}

const LicenseRequest = Type.Object({
  ProductLicenseID: Maybe(IdInput()),
  CustomerId: Maybe(IdInput("The license's customer.")),
});

const productLicensesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const licenses = crudResource(app.db, productLicensesTable);
  const signer = app.licenseSigner;

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

  /** Runs `change` on a locked license and records it in the history as `action`. */
  const changeLicense = (
    id: Id,
    action: string,
    actor: string,
    change: (
      trx: Kysely<Database>,
      license: { customer_id: number; expired_date: Date; product_license_plan_id: number },
    ) => Promise<void>,
  ) =>
    app.db.transaction().execute(async (trx) => {
      const license = orNotFound(
        await trx
          .selectFrom('product_licenses')
          .select(['customer_id', 'expired_date', 'product_license_plan_id'])
          .where('id', '=', Number(id))
          .forUpdate()
          .executeTakeFirst(),
        label,
      );
      const before = await snapshot(trx, id);
      await change(trx, license);
      await recordHistory(trx, id, action, actor, before);
    });

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
      const { CustomerId, ...query } = request.query as ListQuerystring & { CustomerId: number };
      const customerId = requireId('id', 'CustomerId', CustomerId);
      const list = parseListQuery(query, productLicenseEntity.pageSize);
      list.filters.push({ FieldName: 'CustomerId', FilterValue: String(customerId) });
      const { rows, total } = await licenses.list(list);
      return { Data: rows, TotalItems: total };
    },
  });

  app.route({
    ...workflowRoute(workflows.GetIssueProductLicense_V2, {
      summary: 'Issues a new activation code, which activates the license; answers the code and Status',
      body: LicenseRequest,
      response: {
        200: Type.Object({ CustomerActivationCode: Type.String(), Status: Type.Integer() }),
        ...errorResponses(400, 401, 404),
      },
    }),
    ...objectBody,
    handler: async (request) => {
      const body = request.body as { ProductLicenseID?: unknown; CustomerId?: unknown };
      const id = requireId('id', 'ProductLicenseID', body.ProductLicenseID);
      const customerId = requireId('id', 'CustomerId', body.CustomerId);
      const code = newActivationCode();
      await changeLicense(id, 'Activation code issued', currentUser(request).id, async (trx, license) => {
        requireLicenseCustomer(license.customer_id, customerId);
        await trx
          .updateTable('product_licenses')
          .set({ customer_activation_code: code, status: LICENSE_STATUS.activated })
          .where('id', '=', Number(id))
          .execute();
      });
      return { CustomerActivationCode: code, Status: LICENSE_STATUS.activated };
    },
  });

  app.route({
    ...workflowRoute(workflows.GetIssueProductLicense, {
      summary: 'The signed license file (Data), saved as FileName: <OrderNumber>_License.lic',
      description:
        'An Ed25519-signed envelope (alg base64+ed25519); verify it with the key of GET /api/LicenseFile/PublicKey.',
      body: LicenseRequest,
      response: {
        200: Type.Object({ Data: Type.String(), FileName: Type.String() }),
        ...errorResponses(400, 401, 404),
      },
    }),
    ...objectBody,
    handler: async (request) => {
      const body = request.body as { ProductLicenseID?: unknown; CustomerId?: unknown };
      const id = requireId('id', 'ProductLicenseID', body.ProductLicenseID) as number;
      const customerId = requireId('id', 'CustomerId', body.CustomerId);
      const { customerId: owner, ...facts } = await licenseFacts(app.db, id);
      requireLicenseCustomer(owner, customerId);
      return { Data: signer.sign(facts), FileName: licenseFileName(facts.orderNumber) };
    },
  });

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
      await changeLicense(id, 'Renewed', currentUser(request).id, async (trx, license) => {
        const plan = await trx
          .selectFrom('product_license_plans')
          .select('unit')
          .where('id', '=', license.product_license_plan_id)
          .executeTakeFirstOrThrow();
        expiry = renewedExpiry(license.expired_date, plan);
        await trx
          .updateTable('product_licenses')
          .set({ expired_date: expiry })
          .where('id', '=', Number(id))
          .execute();
      });
      return { ExpiredDate: expiry.toISOString() };
    },
  });

  const HistoryEntry = Type.Object({
    Id: Type.Integer(),
    ProductLicenseID: Type.Integer(),
    Action: Type.Object({
      Action: Type.String(),
      ActionDetails: Type.Array(
        Type.Object({
          Field: Type.String(),
          DataType: Type.String(),
          OriginalValue: Type.Union([Type.String(), Type.Null()]),
          UpdatedValue: Type.Union([Type.String(), Type.Null()]),
        }),
      ),
    }),
    ModifierId: Type.String(),
    Modifier: Type.Enum(['user', 'admin'], {
      description: "SPEC §6: 'user' when ModifierId is all zeros, else 'admin'.",
    }),
    ModifierName: Type.Union([Type.String(), Type.Null()], {
      description: "The staff member's name, where known.",
    }),
    ModifiedDate: Type.String({ format: 'date-time' }),
  });

  /** The history entries of these licenses, newest first. */
  const histories = async (ids: readonly number[]) => {
    const rows = await app.db
      .selectFrom('product_license_histories as h')
      .leftJoin('users as u', 'u.id', 'h.modifier_id')
      .select([
        'h.id',
        'h.product_license_id',
        'h.action',
        'h.modifier_id',
        'h.modified_at',
        'u.first_name',
        'u.last_name',
      ])
      .where('h.product_license_id', 'in', ids)
      .orderBy('h.id', 'desc')
      .execute();
    return rows.map((row) => ({
      Id: row.id,
      ProductLicenseID: row.product_license_id,
      Action: JSON.parse(row.action) as HistoryAction,
      ModifierId: row.modifier_id,
      Modifier: historyModifier(row.modifier_id),
      ModifierName: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
      ModifiedDate: new Date(row.modified_at).toISOString(),
    }));
  };

  app.route({
    ...workflowRoute(workflows.GetProductLicenseHistories, {
      summary: "The license's history, newest first",
      params: Type.Object({ id: SerialId() }),
      response: { 200: Type.Array(HistoryEntry), ...errorResponses(400, 401, 404) },
    }),
    handler: async (request) => {
      const id = requireId('id', 'id', request.params.id) as number;
      orNotFound(
        await app.db.selectFrom('product_licenses').select('id').where('id', '=', id).executeTakeFirst(),
        label,
      );
      return histories([id]);
    },
  });

  app.route({
    ...workflowRoute(workflows.GetProductLicensesHistories, {
      summary:
        'The histories of several licenses in one call (Ids: up to 100, comma-separated), newest first',
      querystring: Type.Object({
        Ids: Type.String({ description: `Up to ${MAX_HISTORY_IDS} license ids, comma-separated.` }),
      }),
      response: { 200: Type.Array(HistoryEntry), ...errorResponses(400, 401) },
    }),
    handler: async (request) => {
      const ids = request.query.Ids.split(',').map((id) => requireId('id', 'Ids', id.trim()) as number);
      if (ids.length > MAX_HISTORY_IDS) {
        const message = `The Ids field must have at most ${MAX_HISTORY_IDS} ids.`;
        throw badRequest(message, { Ids: [message] });
      }
      return histories(ids);
    },
  });

  app.route({
    ...workflowRoute(workflows.GetProductLicenseFeatures, {
      summary: "The license's feature values",
      params: Type.Object({ id: SerialId() }),
      response: {
        200: Type.Object({
          ProductLicenseFeatures: LicenseFeatureLines,
        }),
        ...errorResponses(400, 401, 404),
      },
    }),
    handler: async (request) => {
      const id = requireId('id', 'id', request.params.id) as number;
      const license = orNotFound(await licenses.get(id), label);
      const lines = license.ProductLicenseFeatures as Record<string, unknown>[];
      return {
        ProductLicenseFeatures: lines.map((line) => ({
          FeatureId: line.FeatureId as number,
          FeatureName: line.FeatureName as string,
          FeatureLabel: line.FeatureLabel as string,
          Value: line.Value as number,
          FeatureDataTypeID: line.FeatureDataTypeID as number,
        })),
      };
    },
  });
};

export default productLicensesRoutes;
