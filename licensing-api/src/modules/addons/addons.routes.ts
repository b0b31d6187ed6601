// /api/Addon (SPEC §7): GetAllAddons (filters by ProductID), GetAddon, CreateAddon (answers the new
// ID), UpdateAddon and DeleteAddon (answer true). Code is always the name without whitespace.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addonSchema } from '@licensing/domain';
import { Type } from 'typebox';
import { notFound, orNotFound } from '../../lib/errors.js';
import { errorResponses, IdParams } from '../../lib/schemas.js';
import { validateInput } from '../../lib/validation.js';
import { ListQuerystring, ListResponse, parseListQuery } from '../../lists/index.js';
import { addonsRepository } from './addons.repository.js';
import {
  Addon,
  AddonInput,
  AddonListQuerystring,
  AddonUpdate,
  addonFields,
  toAddon,
  toAddonRow,
} from './addons.schemas.js';

const ENTITY = 'Addon';
const tags = ['Add-ons'];

const addonsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const addons = addonsRepository(app.db);

  app.get(
    '/api/Addon/GetAllAddons',
    {
      schema: {
        tags,
        summary: 'List add-ons (default: Name ascending); ProductID narrows to one product',
        querystring: Type.Object({ ...ListQuerystring.properties, ...AddonListQuerystring.properties }),
        response: { 200: ListResponse(Addon), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const list = parseListQuery(request.query);
      const { ProductID } = request.query;
      if (ProductID !== undefined)
        list.filters.push({ FieldName: 'ProductID', FilterValue: String(ProductID) });
      const { rows, total } = await addons.list(list);
      return { Data: rows.map(toAddon), TotalItems: total };
    },
  );

  app.get(
    '/api/Addon/GetAddon/:id',
    {
      schema: {
        tags,
        summary: 'One add-on',
        params: IdParams,
        response: { 200: Addon, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => toAddon(orNotFound(await addons.findById(request.params.id), ENTITY)),
  );

  app.post(
    '/api/Addon/CreateAddon',
    {
      schema: {
        tags,
        summary: 'Create an add-on; answers its ID. Code is generated from the name.',
        body: AddonInput,
        response: { 200: Type.Integer({ description: 'The new ID.' }), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const values = await validateInput(addonSchema, addonFields, request.body);
      return addons.create(toAddonRow(values));
    },
  );

  app.put(
    '/api/Addon/UpdateAddon',
    {
      schema: {
        tags,
        summary: 'Update an add-on; answers true. Code follows the new name.',
        body: AddonUpdate,
        response: { 200: Type.Boolean(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const values = await validateInput(addonSchema, addonFields, request.body);
      if (!(await addons.update(request.body.ID, toAddonRow(values)))) throw notFound(ENTITY);
      return true;
    },
  );

  app.delete(
    '/api/Addon/DeleteAddon/:id',
    {
      schema: {
        tags,
        summary: 'Delete an add-on; answers true',
        params: IdParams,
        response: { 200: Type.Boolean(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      if (!(await addons.remove(request.params.id))) throw notFound(ENTITY);
      return true;
    },
  );
};

export default addonsRoutes;
