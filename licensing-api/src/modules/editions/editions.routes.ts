// /api/Editions (SPEC §7 Edition): GetEditions, GetEdition/{id}, CreateEdition (answers the new Id),
// UpdateEdition (replaces the lines) and DeleteEdition/{id}. Staff may write (SPEC §6).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { editionSchema } from '@licensing/domain';
import { Type } from 'typebox';
import { notFound, orNotFound } from '../../lib/errors.js';
import { errorResponses, IdParams } from '../../lib/schemas.js';
import { validateInput } from '../../lib/validation.js';
import { ListQuerystring, ListResponse, parseListQuery } from '../../lists/index.js';
import { editionsRepository } from './editions.repository.js';
import {
  Edition,
  EditionInput,
  EditionUpdate,
  editionFields,
  toEdition,
  toEditionRow,
  withDomainLines,
} from './editions.schemas.js';

const ENTITY = 'Edition';
const tags = ['Editions'];

const editionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const editions = editionsRepository(app.db);

  app.get(
    '/api/Editions/GetEditions',
    {
      schema: {
        tags,
        summary: 'List editions with their lines',
        querystring: ListQuerystring,
        response: { 200: ListResponse(Edition), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { items, total } = await editions.list(parseListQuery(request.query));
      const now = new Date();
      return { Data: items.map(({ row, lines }) => toEdition(row, lines, now)), TotalItems: total };
    },
  );

  app.get(
    '/api/Editions/GetEdition/:id',
    {
      schema: {
        tags,
        summary: 'One edition with its lines',
        params: IdParams,
        response: { 200: Edition, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const found = orNotFound(await editions.findById(request.params.id), ENTITY);
      return toEdition(found.row, found.lines);
    },
  );

  app.post(
    '/api/Editions/CreateEdition',
    {
      schema: {
        tags,
        summary: 'Create an edition and its lines; answers its Id',
        body: EditionInput,
        response: { 200: Type.Integer({ description: 'The new edition Id.' }), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const values = await validateInput(editionSchema, editionFields, withDomainLines(request.body));
      return editions.create(toEditionRow(values), values.lines);
    },
  );

  app.put(
    '/api/Editions/UpdateEdition',
    {
      schema: {
        tags,
        summary: 'Update an edition and replace its lines; answers true',
        body: EditionUpdate,
        response: { 200: Type.Boolean(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const values = await validateInput(editionSchema, editionFields, withDomainLines(request.body));
      if (!(await editions.update(request.body.Id, toEditionRow(values), values.lines)))
        throw notFound(ENTITY);
      return true;
    },
  );

  app.delete(
    '/api/Editions/DeleteEdition/:id',
    {
      schema: {
        tags,
        summary: 'Delete an edition and its lines; answers true',
        params: IdParams,
        response: { 200: Type.Boolean(), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      if (!(await editions.remove(request.params.id))) throw notFound(ENTITY);
      return true;
    },
  );
};

export default editionsRoutes;
