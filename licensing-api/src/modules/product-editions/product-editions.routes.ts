// /api/ProductEditions (SPEC §7): GetProductEditions (each with its ProductEditionDetail lines),
// GetProductEdition/{id}, CreateProductEdition (answers the new ProductEditionID; the lines are
// stored in the same transaction), UpdateProductEdition (replaces the lines) and
// DeleteProductEdition/{id}. Staff may write (SPEC §6).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { productEditionEditSchema, productEditionSchema } from '@licensing/domain';
import { Type } from 'typebox';
import { notFound, orNotFound } from '../../lib/errors.js';
import { errorResponses, IdParams } from '../../lib/schemas.js';
import { validateInput } from '../../lib/validation.js';
import { ListQuerystring, ListResponse, parseListQuery } from '../../lists/index.js';
import { productEditionsRepository } from './product-editions.repository.js';
import {
  ProductEdition,
  ProductEditionInput,
  ProductEditionUpdate,
  productEditionFields,
  toProductEdition,
  toProductEditionRow,
  withDomainLines,
} from './product-editions.schemas.js';

const ENTITY = 'Product edition';
const tags = ['Product editions'];

const productEditionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const editions = productEditionsRepository(app.db);

  app.get(
    '/api/ProductEditions/GetProductEditions',
    {
      schema: {
        tags,
        summary:
          'List product editions with their lines (ProductID and ProductEditionID filters take id sets)',
        querystring: ListQuerystring,
        response: { 200: ListResponse(ProductEdition), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { items, total } = await editions.list(parseListQuery(request.query));
      const now = new Date();
      return { Data: items.map(({ row, lines }) => toProductEdition(row, lines, now)), TotalItems: total };
    },
  );

  app.get(
    '/api/ProductEditions/GetProductEdition/:id',
    {
      schema: {
        tags,
        summary: 'One product edition with its lines',
        params: IdParams,
        response: { 200: ProductEdition, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const found = orNotFound(await editions.findById(request.params.id), ENTITY);
      return toProductEdition(found.row, found.lines);
    },
  );

  app.post(
    '/api/ProductEditions/CreateProductEdition',
    {
      schema: {
        tags,
        summary: 'Create a product edition and its lines; answers its ProductEditionID',
        body: ProductEditionInput,
        response: {
          200: Type.Integer({ description: 'The new ProductEditionID.' }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const values = await validateInput(
        productEditionSchema,
        productEditionFields,
        withDomainLines(request.body),
      );
      return editions.create(toProductEditionRow(values), values.lines);
    },
  );

  app.put(
    '/api/ProductEditions/UpdateProductEdition',
    {
      schema: {
        tags,
        summary: 'Update a product edition and replace its lines; answers true',
        body: ProductEditionUpdate,
        response: { 200: Type.Boolean(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const values = await validateInput(
        productEditionEditSchema,
        productEditionFields,
        withDomainLines(request.body),
      );
      const updated = await editions.update(
        request.body.ProductEditionID,
        toProductEditionRow(values),
        values.lines,
      );
      if (!updated) throw notFound(ENTITY);
      return true;
    },
  );

  app.delete(
    '/api/ProductEditions/DeleteProductEdition/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product edition and its lines; answers true',
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

export default productEditionsRoutes;
