// /api/Features (SPEC §7 Feature): GetFeatures, GetFeature/{id}, GetFeatureDataTypes, CreateFeature
// (answers the new Id), UpdateFeature and DeleteFeature/{id} (answer true). Staff may write: SPEC §6
// keeps only user management for administrators.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { featureSchema } from '@licensing/domain';
import { Type } from 'typebox';
import { notFound, orNotFound } from '../../lib/errors.js';
import { errorResponses, IdParams } from '../../lib/schemas.js';
import { validateInput } from '../../lib/validation.js';
import { ListQuerystring, ListResponse, parseListQuery } from '../../lists/index.js';
import { featuresRepository } from './features.repository.js';
import {
  Feature,
  FeatureDataType,
  FeatureInput,
  FeatureUpdate,
  featureFields,
  toFeature,
  toFeatureRow,
} from './features.schemas.js';

const ENTITY = 'Feature';
const tags = ['Features'];

const featuresRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const features = featuresRepository(app.db);

  app.get(
    '/api/Features/GetFeatures',
    {
      schema: {
        tags,
        summary: 'List features (filter ProductID takes a comma-separated set of ids)',
        querystring: ListQuerystring,
        response: { 200: ListResponse(Feature), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { rows, total } = await features.list(parseListQuery(request.query));
      return { Data: rows.map(toFeature), TotalItems: total };
    },
  );

  app.get(
    '/api/Features/GetFeature/:id',
    {
      schema: {
        tags,
        summary: 'One feature',
        params: IdParams,
        response: { 200: Feature, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => toFeature(orNotFound(await features.findById(request.params.id), ENTITY)),
  );

  app.get(
    '/api/Features/GetFeatureDataTypes',
    {
      schema: {
        tags,
        summary: 'The feature data types (BOOLEAN, NUMBER), all on one page',
        response: { 200: ListResponse(FeatureDataType), ...errorResponses(401) },
      },
    },
    async () => {
      const rows = await features.dataTypes();
      return { Data: rows.map((row) => ({ ID: row.id, Type: row.type })), TotalItems: rows.length };
    },
  );

  app.post(
    '/api/Features/CreateFeature',
    {
      schema: {
        tags,
        summary: 'Create a feature; answers its Id',
        body: FeatureInput,
        response: { 200: Type.Integer({ description: 'The new feature Id.' }), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const values = await validateInput(featureSchema, featureFields, request.body);
      return features.create(toFeatureRow(values));
    },
  );

  app.put(
    '/api/Features/UpdateFeature',
    {
      schema: {
        tags,
        summary: 'Update a feature; answers true',
        body: FeatureUpdate,
        response: { 200: Type.Boolean(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const values = await validateInput(featureSchema, featureFields, request.body);
      if (!(await features.update(request.body.Id, toFeatureRow(values)))) throw notFound(ENTITY);
      return true;
    },
  );

  app.delete(
    '/api/Features/DeleteFeature/:id',
    {
      schema: {
        tags,
        summary: 'Delete a feature; answers true. 409 while an edition line uses it',
        params: IdParams,
        response: { 200: Type.Boolean(), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      if (!(await features.remove(request.params.id))) throw notFound(ENTITY);
      return true;
    },
  );
};

export default featuresRoutes;
