// The routes every declared entity gets beyond SPEC §7's five: its list exported as CSV (the list's
// query, every matching row, streamed; optionally only an id set, and only the columns shown), and
// for an entity with writes a bulk delete of up to MAX_BULK_IDS rows, all or nothing. Same
// authorization as the list and the delete: adminOnly as declared, read tokens export but never delete.
import {
  bulkDeleteRoute,
  csvCell,
  type Entity,
  exportRoute,
  MAX_BULK_IDS,
  maskedCredential,
  nameWords,
} from '@licensing/domain';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { type TSchema, Type } from 'typebox';
import { maskCredentials } from '../lib/credentials.js';
import { badRequest, fieldError, tooManyRequests } from '../lib/errors.js';
import { apiMessages } from '../lib/messages.js';
import { errorResponses } from '../lib/schemas.js';
import { csvStream, exportCell, exportSlot, MAX_EXPORTS } from './export.js';
import { listSelect } from './find-page.js';
import { type Id, type IdType, requireId } from './ids.js';
import { parseListQuery } from './list-query.js';
import type { CrudResource } from './resource.js';
import { strictBody } from './routes.js';
import { listQuerySchema } from './schemas.js';

const adminOnly = (entity: Entity, writes: boolean) =>
  entity.adminOnly === 'all' || (writes && entity.adminOnly === 'writes');

const tagOf = (entity: Entity) => entity.routes.list.split('/')[2] ?? entity.name;

/** The ids of a comma-separated list or a JSON array, each parsed strictly, at most MAX_BULK_IDS. */
export function parseIds(type: IdType, field: string, values: readonly unknown[]): Id[] {
  if (values.length > MAX_BULK_IDS) throw fieldError(field, apiMessages.tooManyIds(field, MAX_BULK_IDS));
  return values.map((value) => requireId(type, field, value));
}

/** The fields a CSV may hold: every declared one but nested lists, by REST name. */
const exportable = (entity: Entity) =>
  new Map(
    Object.entries(entity.fields)
      .filter(([, field]) => field.type !== 'list')
      .map(([name, field]) => [field.rest, name]),
  );

/** The export route of a table's resource: `GET /api/Customer/ExportCustomers`. */
export function exportRouteOf(resource: CrudResource, queryFilters: readonly string[] = []): RouteOptions {
  const { table } = resource;
  const { entity } = table;
  const keyType = table.key.field.type as IdType;
  const columns = exportable(entity);
  const path = exportRoute(entity);
  const admins = adminOnly(entity, false);
  const list = listQuerySchema(table);
  return {
    method: 'GET',
    url: path,
    config: { adminOnly: admins, writes: false },
    schema: {
      tags: [tagOf(entity)],
      operationId: path.split('/').at(-1),
      summary: `Every ${entity.displayName} row the list query matches, as CSV (UTF-8 with BOM)${admins ? ' (administrators only)' : ''}`,
      querystring: Type.Object({
        ...list.properties,
        Ids: Type.Optional(
          Type.String({ description: `Only these rows: comma-separated ids, at most ${MAX_BULK_IDS}.` }),
        ),
        Columns: Type.Optional(
          Type.String({
            maxLength: 4000,
            description: `Comma-separated REST names of the columns, in order; all of them unless given. Columns: ${[...columns.keys()].join(', ')}.`,
          }),
        ),
      }) as TSchema,
      response: {
        200: Type.String({ description: 'text/csv; charset=utf-8' }),
        ...errorResponses(429),
      },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as Record<string, unknown>;
      const listRequest = parseListQuery(query, entity.pageSize);
      for (const field of queryFilters) {
        const rest = entity.fields[field]!.rest;
        if (query[rest] !== undefined)
          listRequest.filters.push({ FieldName: rest, FilterValue: String(query[rest]) });
      }
      const names =
        typeof query.Columns === 'string' && query.Columns.trim() !== ''
          ? query.Columns.split(',')
          : [...columns.keys()];
      const chosen = names.map((rest) => {
        const name = columns.get(rest.trim());
        if (!name) throw fieldError('Columns', apiMessages.unknownColumn(rest.trim(), [...columns.keys()]));
        return { name, field: entity.fields[name]! };
      });
      const ids =
        typeof query.Ids === 'string' && query.Ids.trim() !== ''
          ? parseIds(keyType, 'Ids', query.Ids.split(','))
          : undefined;

      const { ordered } = await listSelect(resource.source(), entity, listRequest);
      const selected = ids ? ordered.where(sql.ref(table.key.column), 'in', ids) : ordered;
      const masked = request.user?.session.scope === 'read';
      const now = new Date();
      const line = (row: Record<string, unknown>) => {
        const full = table.derive ? { ...row, ...table.derive(row, now) } : row;
        const cells = chosen.map(({ name, field }) => {
          const value = full[name];
          if (!masked) return exportCell(field, value);
          // As the JSON list reads to a read-only token: the credential, and any code inside a text.
          return field.credential && typeof value === 'string'
            ? csvCell(maskedCredential(value))
            : exportCell(field, maskCredentials(value));
        });
        return `${cells.join(',')}\r\n`;
      };
      const header = `${chosen.map(({ name, field }) => csvCell(field.label ?? nameWords(field.rest ?? name))).join(',')}\r\n`;
      const release = exportSlot();
      if (!release) {
        reply.header('Retry-After', '5');
        throw tooManyRequests(apiMessages.exportsBusy(MAX_EXPORTS));
      }
      const stream = csvStream(resource.source().db as never, selected.compile(), {
        header,
        line,
        stallMs: request.server.config.exportStallMs,
        onError: (error) => request.log.error({ err: error }, 'CSV export failed'),
      });
      stream.once('close', release);
      // A reader that goes ends the export (its cursor closed, its connection given back).
      reply.raw.once('close', () => {
        if (!stream.readableEnded) stream.destroy();
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${entity.plural}.csv"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  };
}

/** The bulk delete of a table's resource: `POST /api/Customer/DeleteCustomers` with `{ "Ids": [...] }`. */
export function bulkDeleteRouteOf(resource: CrudResource): RouteOptions {
  const { table } = resource;
  const { entity } = table;
  const keyType = table.key.field.type as IdType;
  const path = bulkDeleteRoute(entity);
  const admins = adminOnly(entity, true);
  return {
    method: 'POST',
    url: path,
    config: { adminOnly: admins, writes: true },
    ...strictBody,
    schema: {
      tags: [tagOf(entity)],
      operationId: path.split('/').at(-1),
      summary: `Delete ${entity.displayName} rows, all or none: 409 naming every row in use, 404 naming unknown ids; answers the number deleted${admins ? ' (administrators only)' : ''}`,
      body: Type.Object(
        {
          Ids: Type.Array(Type.Union([Type.Integer(), Type.String({ maxLength: 40 })]), {
            minItems: 1,
            maxItems: MAX_BULK_IDS,
          }),
        },
        { additionalProperties: false },
      ),
      response: {
        200: Type.Integer({ minimum: 0 }),
        ...errorResponses(404, 409),
      },
    },
    handler: async (request: FastifyRequest) => {
      const { Ids } = request.body as { Ids: unknown[] };
      const ids = parseIds(keyType, 'Ids', Ids);
      if (ids.length === 0) throw badRequest(apiMessages.fieldRequired('Ids'));
      await resource.removeMany(ids);
      return new Set(ids).size;
    },
  };
}
