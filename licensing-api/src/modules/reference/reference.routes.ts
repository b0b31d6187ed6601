// Reference data of licenses (SPEC §7): api/LicenseTypes (GetLicenseTypes, GetLicenseType/{id},
// CreateLicenseType, UpdateLicenseType, DeleteLicenseType/{id}) and
// api/ProductLicenses/GetProductLicensePlans. 'Trial' and 'Standard' drive the trial rules of SPEC §4,
// so changing license types is for administrators; reading is for every signed-in user.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { defaultSorts, licenseTypeSchema } from '@licensing/domain';
import { type Kysely, sql } from 'kysely';
import { Type } from 'typebox';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound, orNotFound } from '../../lib/errors.js';
import { lockUnlessInUse, type Usage } from '../../lib/in-use.js';
import { errorResponses, IdParams, Maybe, SerialId } from '../../lib/schemas.js';
import { validateInput } from '../../lib/validation.js';
import { defineList, findPage, ListQuerystring, ListResponse, parseListQuery } from '../../lists/index.js';

const LicenseType = Type.Object({ Id: Type.Integer(), TypeName: Type.String() });
const LicenseTypeInput = Type.Object({ TypeName: Maybe(Type.String()) });
const LicenseTypeUpdate = Type.Object({ Id: SerialId(), ...LicenseTypeInput.properties });
const ProductLicensePlan = Type.Object({
  ID: Type.Integer(),
  Name: Type.String({ description: "'Monthly' or 'Annually'." }),
  Unit: Type.Integer({ description: 'Months per unit.' }),
});

const licenseTypeFields = { typeName: 'TypeName' } as const;

const licenseTypeList = defineList<Database, 'license_types'>({
  fields: {
    Id: { column: 'license_types.id', type: 'integer' },
    TypeName: { column: 'license_types.type_name', type: 'text' },
  },
  sortBy: ['Id', 'TypeName'],
  filterBy: ['Id', 'TypeName'],
  filterByIds: ['Id'],
  searchIn: ['TypeName'],
  defaultSort: defaultSorts.licenseTypes,
  tiebreaker: 'Id',
});

/** What refers to a license type (licenses, later): a delete is refused (409) while any exist. */
export const licenseTypeUsages: Usage[] = [];

const ENTITY = 'License type';
const duplicateTypeName = 'A license type with this Type Name already exists.';
const toLicenseType = (row: { id: number; type_name: string }) => ({ Id: row.id, TypeName: row.type_name });

const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;

  const refuseDuplicate = async (trx: Kysely<Database>, typeName: string, exceptId?: number) => {
    let query = trx
      .selectFrom('license_types')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['type_name']), '=', typeName.toLowerCase()));
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    if (await query.executeTakeFirst())
      throw badRequest(duplicateTypeName, { TypeName: [duplicateTypeName] });
  };

  app.get(
    '/api/ProductLicenses/GetProductLicensePlans',
    {
      schema: {
        tags: ['Product licenses'],
        summary: 'The license plans (Monthly: 1 month, Annually: 12), all on one page',
        response: { 200: ListResponse(ProductLicensePlan), ...errorResponses(401) },
      },
    },
    async () => {
      const rows = await db.selectFrom('product_license_plans').selectAll().orderBy('unit').execute();
      return {
        Data: rows.map((row) => ({ ID: row.id, Name: row.name, Unit: row.unit })),
        TotalItems: rows.length,
      };
    },
  );

  const tags = ['License types'];

  app.get(
    '/api/LicenseTypes/GetLicenseTypes',
    {
      schema: {
        tags,
        summary: 'List license types',
        querystring: ListQuerystring,
        response: { 200: ListResponse(LicenseType), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const page = await findPage(
        db.selectFrom('license_types').selectAll('license_types'),
        licenseTypeList,
        parseListQuery(request.query),
      );
      return { Data: page.rows.map(toLicenseType), TotalItems: page.total };
    },
  );

  app.get(
    '/api/LicenseTypes/GetLicenseType/:id',
    {
      schema: {
        tags,
        summary: 'One license type',
        params: IdParams,
        response: { 200: LicenseType, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await db
        .selectFrom('license_types')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      return toLicenseType(orNotFound(row, ENTITY));
    },
  );

  app.post(
    '/api/LicenseTypes/CreateLicenseType',
    {
      config: { adminOnly: true },
      schema: {
        tags,
        summary: 'Create a license type (administrators); answers its Id',
        body: LicenseTypeInput,
        response: { 200: Type.Integer(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const values = await validateInput(licenseTypeSchema, licenseTypeFields, request.body);
      return db.transaction().execute(async (trx) => {
        await lockLicenseTypes(trx);
        await refuseDuplicate(trx, values.typeName);
        const row = await trx
          .insertInto('license_types')
          .values({ type_name: values.typeName })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    },
  );

  app.put(
    '/api/LicenseTypes/UpdateLicenseType',
    {
      config: { adminOnly: true },
      schema: {
        tags,
        summary: 'Rename a license type (administrators); answers true',
        body: LicenseTypeUpdate,
        response: { 200: Type.Boolean(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const values = await validateInput(licenseTypeSchema, licenseTypeFields, request.body);
      const id = request.body.Id;
      const updated = await db.transaction().execute(async (trx) => {
        await lockLicenseTypes(trx);
        await refuseDuplicate(trx, values.typeName, id);
        const result = await trx
          .updateTable('license_types')
          .set({ type_name: values.typeName })
          .where('id', '=', id)
          .executeTakeFirst();
        return result.numUpdatedRows > 0n;
      });
      if (!updated) throw notFound(ENTITY);
      return true;
    },
  );

  app.delete(
    '/api/LicenseTypes/DeleteLicenseType/:id',
    {
      config: { adminOnly: true },
      schema: {
        tags,
        summary: 'Delete a license type (administrators); answers true',
        params: IdParams,
        response: { 200: Type.Boolean(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const deleted = await db.transaction().execute(async (trx) => {
        if (
          !(await lockUnlessInUse(
            trx,
            { table: 'license_types', key: 'id', id, label: 'license type' },
            licenseTypeUsages,
          ))
        ) {
          return false;
        }
        await trx.deleteFrom('license_types').where('id', '=', id).execute();
        return true;
      });
      if (!deleted) throw notFound(ENTITY);
      return true;
    },
  );
};

/** Serializes license-type name checks, so two concurrent writes cannot both pass the duplicate check. */
const LICENSE_TYPE_LOCK_KEY = 730_215_101;
const lockLicenseTypes = (trx: Kysely<Database>) =>
  sql`select pg_advisory_xact_lock(${LICENSE_TYPE_LOCK_KEY})`.execute(trx);

export default referenceRoutes;
