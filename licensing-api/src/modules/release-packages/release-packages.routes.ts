// /api/ReleasePackage (SPEC §7): list (Version descending, version-aware), get, create (answers the
// new Id), update and delete (answer true). A missing id is a 404 'Release package not found.'.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RELEASE_PACKAGE_PAGE_SIZE, releasePackageSchema } from '@licensing/domain';
import { Type } from 'typebox';
import { notFound, orNotFound } from '../../lib/errors.js';
import { errorResponses, IdParams } from '../../lib/schemas.js';
import { validateInput } from '../../lib/validation.js';
import { ListQuerystring, ListResponse, parseListQuery } from '../../lists/index.js';
import { releasePackagesRepository } from './release-packages.repository.js';
import {
  ReleasePackage,
  ReleasePackageInput,
  ReleasePackageUpdate,
  releasePackageFields,
  toReleasePackage,
  toReleasePackageRow,
} from './release-packages.schemas.js';

const ENTITY = 'Release package';
const tags = ['Release packages'];

const releasePackagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const packages = releasePackagesRepository(app.db);

  app.get(
    '/api/ReleasePackage/GetReleasePackages',
    {
      schema: {
        tags,
        summary: 'List release packages (default: Version descending, 1.10 after 1.9)',
        querystring: ListQuerystring,
        response: { 200: ListResponse(ReleasePackage), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      // SPEC §9: release packages page 10 at a time unless Count says otherwise.
      const query = { Count: RELEASE_PACKAGE_PAGE_SIZE, ...request.query };
      const { rows, total } = await packages.list(parseListQuery(query));
      return { Data: rows.map(toReleasePackage), TotalItems: total };
    },
  );

  app.get(
    '/api/ReleasePackage/GetReleasePackage/:id',
    {
      schema: {
        tags,
        summary: 'One release package',
        params: IdParams,
        response: { 200: ReleasePackage, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => toReleasePackage(orNotFound(await packages.findById(request.params.id), ENTITY)),
  );

  app.post(
    '/api/ReleasePackage/Createreleasepackage',
    {
      schema: {
        tags,
        summary: 'Create a release package; answers its Id',
        body: ReleasePackageInput,
        response: { 200: Type.Integer({ description: 'The new Id.' }), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const values = await validateInput(releasePackageSchema, releasePackageFields, request.body);
      return packages.create(toReleasePackageRow(values));
    },
  );

  app.put(
    '/api/ReleasePackage/UpdateReleasePackage',
    {
      schema: {
        tags,
        summary: 'Update a release package; answers true',
        body: ReleasePackageUpdate,
        response: { 200: Type.Boolean(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const values = await validateInput(releasePackageSchema, releasePackageFields, request.body);
      if (!(await packages.update(request.body.Id, toReleasePackageRow(values)))) throw notFound(ENTITY);
      return true;
    },
  );

  app.delete(
    '/api/ReleasePackage/DeleteReleasePackage/:id',
    {
      schema: {
        tags,
        summary: 'Delete a release package; answers true',
        params: IdParams,
        response: { 200: Type.Boolean(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      if (!(await packages.remove(request.params.id))) throw notFound(ENTITY);
      return true;
    },
  );
};

export default releasePackagesRoutes;
