// The five routes of SPEC §7 for a table description, at its declaration's paths: list, get/{id},
// create (answers the new key), update and delete/{id} (answer true). Bodies are validated by the
// declaration's Yup schema (SPEC §5's messages), ids are parsed strictly (path ids by
// plugins/infrastructure/strict-ids.ts, from the schema's key type), administrator-only
// writes answer 403 to staff, and the OpenAPI document gets every shape with operationId = the
// path's last segment (GetProducts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Entity, type Field, fromRestMap, hasBulkDelete, writeRoute } from '@licensing/domain';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { type TSchema, Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { badRequest, fieldError, orNotFound } from '../lib/errors.js';
import { type JsonSchema, jsonTypeIssue } from '../lib/json-types.js';
import { apiMessages } from '../lib/messages.js';
import { errorResponses, named } from '../lib/schemas.js';
import { type DomainSchema, validateInput } from '../lib/validation.js';
import { bulkDeleteRouteOf, exportRouteOf } from './bulk-routes.js';
import { type Id, type IdType, requireId } from './ids.js';
import { isRecord, parseListQuery } from './list-query.js';
import type { CrudResource, WriteHooks } from './resource.js';
import {
  createBodySchema,
  entitySchema,
  keySchema,
  listQuerySchema,
  pageSchema,
  updateSchema,
} from './schemas.js';
import type { Values } from './table.js';

export type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';
const METHODS = { list: 'GET', get: 'GET', create: 'POST', update: 'PUT', delete: 'DELETE' } as const;

/**
 * Bodies are checked for their JSON types by the route's body schema (lib/json-types.ts), and for
 * the rest by the handler's domain schema, not Ajv: Ajv's type coercion would turn '' or null into
 * 0 (an unknown product instead of a missing one) or 'maybe' into a type error without SPEC §5's
 * text. For a declared entity, the body schema is its declared field types (crud/schemas.ts).
 */
export const objectBody = {
  validatorCompiler:
    ({ schema, httpPart }: { schema: unknown; httpPart?: string }) =>
    (input: unknown) => {
      if (httpPart !== 'body') return { value: input };
      if (!isRecord(input)) return { error: badRequest(apiMessages.bodyInvalid('must be object')) };
      const issue = jsonTypeIssue(schema as JsonSchema, input);
      return issue ? { error: fieldError(issue.field, issue.message) } : { value: input };
    },
};

/**
 * A body checked as its own schema says (lengths, patterns), strictly: nothing is coerced, so
 * `["fp"]` is no string. For routes whose schema is all their rules (no domain schema follows);
 * the first problem is answered, named by its field.
 */
export const strictBody = {
  validatorCompiler: ({ schema, httpPart }: { schema: unknown; httpPart?: string }) => {
    if (httpPart !== 'body') return (input: unknown) => ({ value: input });
    const compiled = Compile(schema as TSchema);
    const typed = objectBody.validatorCompiler({ schema, httpPart });
    return (input: unknown) => {
      // The compiled check is the fast path; which problem to name is only worked out for a refusal.
      if (compiled.Check(input)) return { value: input };
      const wrongType = typed(input);
      if ('error' in wrongType) return wrongType;
      const [problem] = compiled.Errors(input);
      if (!problem) return { value: input };
      const missing = (problem.params as { requiredProperties?: string[] }).requiredProperties?.[0];
      const field = missing ?? (problem.instancePath.slice(1).replaceAll('/', '.') || 'body');
      return {
        error: fieldError(field, apiMessages.fieldInvalid(field, missing ? 'is required' : problem.message)),
      };
    };
  },
};

/** A list field's rows in the declaration's names, for its schema. */
function nestedInput(field: Field, input: unknown): unknown {
  const rows = field.restMap ? fromRestMap(field, input) : input;
  if (!Array.isArray(rows)) return rows ?? [];
  const writable = Object.entries(field.of ?? {}).filter(([, nested]) => !nested.readOnly);
  return rows.map((row) =>
    Object.fromEntries(
      writable.map(([name, nested]) => [name, isRecord(row) ? row[nested.rest] : undefined]),
    ),
  );
}

/** Validates a body (REST names) with one of the declaration's schemas; answers its values. */
export async function validateBody(
  entity: Entity,
  body: Record<string, unknown>,
  edit = false,
): Promise<Values> {
  const schema = (edit && entity.editSchema) || entity.schema;
  const fields = Object.fromEntries(
    Object.keys(schema.fields).map((name) => [name, entity.fields[name]!.rest]),
  );
  const input: Values = { ...body };
  for (const field of Object.values(entity.fields)) {
    if (field.type === 'list') input[field.rest] = nestedInput(field, body[field.rest]);
  }
  const values = await validateInput(schema as DomainSchema<Values>, fields, input);
  // A uuid's schema is a plain string: a malformed one is a 400 naming the field, not a database error.
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.type === 'uuid' && !field.readOnly && values[name] != null)
      requireId('uuid', field.rest, values[name]);
  }
  return values;
}

export type CrudRouteOptions = {
  /** Operations the module serves itself (a workflow of its own). */
  omit?: readonly Operation[];
  /** Extra properties of the list answer, with their schemas (GetCustomers' CustomerSupportError). */
  listExtra?: { properties: Record<string, TSchema>; answer(): Record<string, unknown> };
  /** Steps of the entity's own inside a create's or update's transaction (a license's history). */
  writeHooks?: (request: FastifyRequest, operation: 'create' | 'update') => WriteHooks;
};

const adminOnly = (entity: Entity, writes: boolean) =>
  entity.adminOnly === 'all' || (writes && entity.adminOnly === 'writes');

/**
 * An entity operation's method, path (the key's `/:id` on get and delete), config (administrators
 * only as declared) and OpenAPI schema, for `app.route` with its handler.
 */
export function entityRoute(entity: Entity, operation: Operation, summary: string, schema: FastifySchema) {
  const writes = operation !== 'list' && operation !== 'get';
  const path = writes ? writeRoute(entity, operation) : entity.routes[operation];
  const admins = adminOnly(entity, writes);
  return {
    method: METHODS[operation],
    url: operation === 'get' || operation === 'delete' ? `${path}/:id` : path,
    config: { adminOnly: admins, writes },
    schema: {
      tags: [entity.routes.list.split('/')[2] ?? entity.name],
      operationId: path.split('/').at(-1),
      summary: `${summary}${admins ? ' (administrators only)' : ''}`,
      ...schema,
    },
  };
}

export function crudRoutes(
  resource: CrudResource,
  options: CrudRouteOptions = {},
): FastifyPluginAsyncTypebox {
  const { table } = resource;
  const { entity } = table;
  const keyRest = table.key.field.rest;
  const keyType = table.key.field.type as IdType;
  const skip = new Set<Operation>([
    ...(options.omit ?? []),
    ...(entity.viewOnly ? (['create', 'update', 'delete'] as const) : []),
  ]);
  const name = entity.displayName;
  const params = { params: Type.Object({ id: keySchema(table) }) };

  const page = pageSchema(entity);
  const extra = options.listExtra;
  const routes = {
    list: () => ({
      ...entityRoute(entity, 'list', `Get list of ${name}`, {
        querystring: listQuerySchema(table),
        response: {
          200: extra
            ? named(Type.Object({ ...page.properties, ...extra.properties }), `${entity.name}Page`)
            : page,
        },
      }),
      handler: async (request: FastifyRequest) => {
        const query = request.query as Record<string, unknown>;
        const list = parseListQuery(query, entity.pageSize);
        for (const field of table.queryFilters ?? []) {
          const rest = entity.fields[field]!.rest;
          if (query[rest] !== undefined)
            list.filters.push({ FieldName: rest, FilterValue: String(query[rest]) });
        }
        const { rows, total } = await resource.list(list);
        return { Data: rows, TotalItems: total, ...extra?.answer() };
      },
    }),
    get: () => ({
      ...entityRoute(entity, 'get', `One ${name}`, {
        ...params,
        response: {
          200: entitySchema(entity),
        },
      }),
      handler: async (request: FastifyRequest) =>
        orNotFound(await resource.get((request.params as { id: Id }).id), entity.notFoundLabel),
    }),
    create: () => ({
      ...entityRoute(entity, 'create', `Create a ${name}; answers its ${keyRest}`, {
        body: createBodySchema(entity),
        response: { 200: keySchema(table), ...errorResponses(409) },
      }),
      ...objectBody,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const values = await validateBody(entity, request.body as Values);
        const id = await resource.create(values, options.writeHooks?.(request, 'create'));
        // Fastify sends a returned string as is: a uuid goes out as the JSON string it is.
        return typeof id === 'string' ? reply.type('application/json').send(JSON.stringify(id)) : id;
      },
    }),
    update: () => ({
      ...entityRoute(entity, 'update', `Update a ${name}; answers true`, {
        body: updateSchema(table),
        response: { 200: Type.Boolean(), ...errorResponses(404, 409) },
      }),
      ...objectBody,
      handler: async (request: FastifyRequest) => {
        const body = request.body as Values;
        const id = requireId(keyType, keyRest, body[keyRest]);
        const values = await validateBody(entity, body, true);
        await resource.update(id, values, options.writeHooks?.(request, 'update'));
        return true;
      },
    }),
    delete: () => ({
      ...entityRoute(entity, 'delete', `Delete a ${name}; answers true, 409 while something uses it`, {
        ...params,
        response: { 200: Type.Boolean(), ...errorResponses(409) },
      }),
      handler: async (request: FastifyRequest) => {
        await resource.remove((request.params as { id: Id }).id);
        return true;
      },
    }),
  };

  return async (app) => {
    // In SPEC §7's order: the OpenAPI document lists them as they are added.
    for (const [operation, define] of Object.entries(routes)) {
      if (!skip.has(operation as Operation)) app.route(define());
    }
    // Beyond SPEC §7 (bulk-routes.ts): the CSV export, and a bulk delete where the delete is this one.
    app.route(exportRouteOf(resource, table.queryFilters));
    if (!skip.has('delete') && hasBulkDelete(entity)) app.route(bulkDeleteRouteOf(resource));
  };
}
