// One generic CRUD mechanism: an entity's domain declaration plus its table description (table.ts)
// make its five SPEC §7 routes (routes.ts), queries (resource.ts, find-page.ts) and shapes (schemas.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudResource } from './resource.js';
import { type CrudRouteOptions, crudRoutes } from './routes.js';
import type { Table } from './table.js';

export * from './find-page.js';
export * from './ids.js';
export * from './list-query.js';
export * from './resource.js';
export * from './routes.js';
export * from './schemas.js';
export * from './table.js';

/** The routes of a table description, as a plugin: `app.register(crud(productsTable))`. */
export const crud =
  (table: Table, options?: CrudRouteOptions): FastifyPluginAsyncTypebox =>
  async (app) =>
    crudRoutes(crudResource(app.db, table), options)(app, {});
