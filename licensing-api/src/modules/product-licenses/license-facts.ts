// What a license file says about a license (domain LicenseFacts), a product license's or an older
// license's, read in one query, with the license's customer id for the caller's check; and the
// route that answers the signed file.
import {
  type DeclaredWorkflow,
  type LicenseFacts,
  licenseEntity,
  licenseFileName,
  licenseFileRefusal,
  personName,
  productLicenseEntity,
} from '@licensing/domain';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { Type } from 'typebox';
import { type CrudResource, objectBody, requireId, toAnswer } from '../../crud/index.js';
import type { Database } from '../../db/schema.js';
import { conflict, fieldError, orNotFound } from '../../lib/errors.js';
import { errorResponses, IdInput, Maybe, SerialId } from '../../lib/schemas.js';
import { workflowRoute } from '../../lib/workflow-route.js';

/** A license's feature lines as GetProductLicenseFeatures and GetLicenseFeatures answer them. */
const LicenseFeatureLines = Type.Array(
  Type.Object({
    FeatureId: Type.Integer(),
    FeatureName: Type.String(),
    FeatureLabel: Type.String(),
    Value: Type.Integer(),
    FeatureDataTypeID: Type.Integer(),
  }),
);

/**
 * A license features route: the feature lines of one of `licenses` (404 when there is none), as
 * `key`, in a product license's line names (FeatureId, Value…) whichever kind of license it is.
 */
export function licenseFeaturesRoute(
  app: FastifyInstance,
  workflow: DeclaredWorkflow,
  summary: string,
  key: string,
  licenses: CrudResource,
) {
  const { entity, nested } = licenses.table;
  app.route({
    ...workflowRoute(workflow, {
      summary,
      params: Type.Object({ id: SerialId() }),
      response: { 200: Type.Object({ [key]: LicenseFeatureLines }), ...errorResponses(400, 401, 404) },
    }),
    handler: async (request) => {
      const { id } = request.params as { id: number };
      orNotFound(await licenses.get(id), entity.notFoundLabel);
      const lines = (await nested!.features!.load(app.db, [id])).get(id) ?? [];
      // The line's own Id is not sent: the response schema leaves it out.
      return { [key]: lines.map((line) => toAnswer(productLicenseEntity.fields.features.of, line)) };
    },
  });
}

const notTheCustomers = "The license is not this customer's.";

/** A request for a license (named by `idField`) that only its customer may make. */
export const LicenseRequest = (idField: string) =>
  Type.Object({ [idField]: Maybe(IdInput()), CustomerId: Maybe(IdInput("The license's customer.")) });

/** Refuses a caller who names another customer than the license's (a stale screen, a guess). */
export function requireLicenseCustomer(owner: number, customerId: unknown): void {
  if (owner !== customerId) throw fieldError('CustomerId', notTheCustomers);
}

const shared = [
  'l.order_number',
  'l.customer_id',
  'c.customer_code',
  'c.first_name',
  'c.last_name',
  'c.email',
  'c.company_name',
  'p.product_name',
  'p.product_version',
  't.type_name',
  'l.mac_address',
  'l.server_name',
  'l.allow_virtual_machine',
  'l.expired_date',
  'l.status',
] as const;

/** Product licenses (`l`) with what they refer to: product `p`, customer `c`, type `t`, edition `e`, plan `pl`. */
export const productLicensesJoined = (db: Kysely<Database>) =>
  db
    .selectFrom('product_licenses as l')
    .innerJoin('products as p', 'p.product_id', 'l.product_id')
    .innerJoin('customers as c', 'c.id', 'l.customer_id')
    .innerJoin('license_types as t', 't.id', 'l.license_type_id')
    .innerJoin('product_editions as e', 'e.product_edition_id', 'l.product_edition_id')
    .innerJoin('product_license_plans as pl', 'pl.id', 'l.product_license_plan_id');

/** A product license's row of what its file carries. */
const productLicenseRow = (db: Kysely<Database>, id: number) =>
  productLicensesJoined(db)
    .select([
      ...shared,
      'e.product_edition_name as edition_name',
      'e.product_edition_code as edition_code',
      'pl.name as plan_name',
    ])
    .where('l.id', '=', id)
    .executeTakeFirst();
/** What both kinds of license tell of themselves; an older license has no plan. */
type FactsRow = Omit<NonNullable<Awaited<ReturnType<typeof productLicenseRow>>>, 'plan_name'> & {
  plan_name: string | null;
};

/**
 * The facts of a license's row, with its feature lines (in `lines`, by their `parent` column): what
 * is signed, so 409 for a license that may have no file (licenseFileRefusal).
 */
async function toFacts(
  db: Kysely<Database>,
  row: FactsRow,
  lines: 'product_license_features' | 'license_features',
  parent: 'product_license_id' | 'license_id',
  id: number,
) {
  const refusal = licenseFileRefusal(row.status);
  if (refusal) throw conflict(refusal);
  const features = await db
    .selectFrom(`${lines} as f` as 'license_features as f')
    .innerJoin('features as ft', 'ft.id', 'f.feature_id')
    .select(['ft.name', 'f.quantity'])
    .where(sql.ref(`f.${parent}`), '=', id)
    .orderBy('ft.name')
    .execute();
  return {
    customerId: row.customer_id,
    orderNumber: row.order_number,
    customer: {
      code: row.customer_code,
      name: personName(row.first_name, row.last_name),
      email: row.email,
      company: row.company_name,
    },
    product: { name: row.product_name, version: row.product_version },
    edition: { name: row.edition_name, code: row.edition_code },
    licenseType: row.type_name,
    plan: row.plan_name,
    features: Object.fromEntries(features.map((feature) => [feature.name, feature.quantity])),
    macAddress: row.mac_address,
    serverName: row.server_name,
    allowVirtualMachine: row.allow_virtual_machine,
    issued: new Date().toISOString(),
    expiry: new Date(row.expired_date).toISOString(),
  } satisfies LicenseFacts & { customerId: number };
}

/** The facts a product license's file carries. */
export async function licenseFacts(db: Kysely<Database>, id: number) {
  const row = orNotFound(await productLicenseRow(db, id), productLicenseEntity.notFoundLabel);
  return toFacts(db, row, 'product_license_features', 'product_license_id', id);
}

/** The facts an older license's file carries (no plan). */
export async function olderLicenseFacts(db: Kysely<Database>, id: number) {
  const row = orNotFound(
    await db
      .selectFrom('licenses as l')
      .innerJoin('products as p', 'p.product_id', 'l.product_id')
      .innerJoin('customers as c', 'c.id', 'l.customer_id')
      .innerJoin('license_types as t', 't.id', 'l.license_type_id')
      .innerJoin('editions as e', 'e.id', 'l.edition_id')
      .select([
        ...shared,
        'e.name as edition_name',
        'e.code as edition_code',
        sql<null>`null`.as('plan_name'),
      ])
      .where('l.id', '=', id)
      .executeTakeFirst(),
    licenseEntity.notFoundLabel,
  );
  return toFacts(db, row, 'license_features', 'license_id', id);
}

/**
 * A license file route (GetIssueProductLicense, GetIssueLicense): the facts of the license named by
 * `idField`, signed, for its own customer only.
 */
export function licenseFileRoute(
  app: FastifyInstance,
  workflow: DeclaredWorkflow,
  idField: string,
  factsOf: typeof licenseFacts,
) {
  app.route({
    ...workflowRoute(workflow, {
      summary: 'The signed license file (Data), saved as FileName: <OrderNumber>_License.lic',
      description:
        'An Ed25519-signed envelope (alg base64+ed25519, kid naming its key); verify it with the key of GET /api/LicenseFile/PublicKey, or the one of GET /api/LicenseFile/PublicKeys its kid names.',
      body: LicenseRequest(idField),
      response: {
        200: Type.Object({ Data: Type.String(), FileName: Type.String() }),
        ...errorResponses(400, 401, 404, 409),
      },
    }),
    ...objectBody,
    handler: async (request) => {
      const body = request.body as Record<string, unknown>;
      const id = requireId('id', idField, body[idField]) as number;
      const customerId = requireId('id', 'CustomerId', body.CustomerId);
      const { customerId: owner, ...facts } = await factsOf(app.db, id);
      requireLicenseCustomer(owner, customerId);
      return { Data: app.licenseSigner.sign(facts), FileName: licenseFileName(facts.orderNumber) };
    },
  });
}
