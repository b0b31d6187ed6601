// /api/Products (SPEC §7): list, get, create (answers the new ProductID), update and delete
// (answer true). A missing id is a 404 'Product not found.'.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { productSchema } from '@licensing/domain';
import { Type } from 'typebox';
import { notFound, orNotFound } from '../../lib/errors.js';
import { errorResponses, IdParams } from '../../lib/schemas.js';
import { validateInput } from '../../lib/validation.js';
import { ListQuerystring, ListResponse, parseListQuery } from '../../lists/index.js';
import { productsRepository } from './products.repository.js';
import {
  Product,
  ProductInput,
  ProductUpdate,
  productFields,
  toProduct,
  toProductRow,
} from './products.schemas.js';

const ENTITY = 'Product';
const tags = ['Products'];

const productsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const products = productsRepository(app.db);

  app.get(
    '/api/Products/GetProducts',
    {
      schema: {
        tags,
        summary: 'List products',
        querystring: ListQuerystring,
        response: { 200: ListResponse(Product), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { rows, total } = await products.list(parseListQuery(request.query));
      return { Data: rows.map(toProduct), TotalItems: total };
    },
  );

  app.get(
    '/api/Products/GetProduct/:id',
    {
      schema: {
        tags,
        summary: 'One product',
        params: IdParams,
        response: { 200: Product, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => toProduct(orNotFound(await products.findById(request.params.id), ENTITY)),
  );

  app.post(
    '/api/Products/CreateProduct',
    {
      schema: {
        tags,
        summary: 'Create a product; answers its ProductID',
        body: ProductInput,
        response: { 200: Type.Integer({ description: 'The new ProductID.' }), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const values = await validateInput(productSchema, productFields, request.body);
      return products.create(toProductRow(values));
    },
  );

  app.put(
    '/api/Products/UpdateProduct',
    {
      schema: {
        tags,
        summary: 'Update a product; answers true',
        body: ProductUpdate,
        response: { 200: Type.Boolean(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const values = await validateInput(productSchema, productFields, request.body);
      if (!(await products.update(request.body.ProductID, toProductRow(values)))) throw notFound(ENTITY);
      return true;
    },
  );

  app.delete(
    '/api/Products/DeleteProduct/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product; answers true. 409 while editions, features or others use it',
        params: IdParams,
        response: { 200: Type.Boolean(), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      if (!(await products.remove(request.params.id))) throw notFound(ENTITY);
      return true;
    },
  );
};

export default productsRoutes;
