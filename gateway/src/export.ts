// The CSV export of every declared list, for browsers and integrators: `GET /export/<plural>.csv`
// with the list's arguments as GraphQL names (search, orderBy and filter as JSON, ids and columns
// comma-separated), streamed from licensing-api's export route (domain's exportRoute) with the
// caller's session (cookie or bearer), never held in memory here. Counted by the rate limit like
// GraphQL requests. Arguments are checked as the list field checks them (rest/resource.ts).
import { type Entity, entities, exportRoute, MAX_BULK_IDS, messages } from '@licensing/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';
import { Pool } from 'undici';
import { traceHeaders } from './observability.js';
import type { UpstreamOptions } from './rest/client.js';
import { listQuery, requireRestId } from './rest/resource.js';
import { sessionToken } from './session.js';

export const EXPORT_PATH = '/export/';

const byFile = new Map(entities.map((entity) => [`${entity.plural}.csv`, entity]));

class ExportInputError extends Error {}

/** A JSON parameter (orderBy, filter), or undefined when absent. */
function jsonParameter(name: string, text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ExportInputError(`${name} is not valid JSON.`);
  }
}

/** The REST query of an export's parameters: the list's, an id set and the columns' REST names. */
export function exportQuery(entity: Entity, parameters: Record<string, unknown>): Record<string, string> {
  const text = (name: string) => {
    const value = parameters[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw new ExportInputError(`${name} is given more than once.`);
    return value;
  };
  const orderBy = jsonParameter('orderBy', text('orderBy'));
  const filter = jsonParameter('filter', text('filter'));
  if (orderBy !== undefined && !Array.isArray(orderBy)) throw new ExportInputError('orderBy must be a list.');
  if (filter !== undefined && (typeof filter !== 'object' || filter === null || Array.isArray(filter)))
    throw new ExportInputError('filter must be an object.');
  let list: Record<string, string | undefined>;
  try {
    list = listQuery(entity, {
      search: text('search') ?? null,
      orderBy: orderBy as never,
      filter: filter as object | undefined,
    });
  } catch (error) {
    if (error instanceof GraphQLError) throw new ExportInputError(error.message);
    throw error;
  }
  const { Page: _page, Count: _count, ...query } = list;
  const ids = text('ids')?.split(',').filter(Boolean) ?? [];
  if (ids.length > MAX_BULK_IDS) throw new ExportInputError(`ids takes at most ${MAX_BULK_IDS} ids.`);
  const keyType = entity.fields[entity.key]!.type;
  const columns = text('columns')?.split(',').filter(Boolean) ?? [];
  const rest = columns.map((name) => {
    const field = Object.hasOwn(entity.fields, name) ? entity.fields[name] : undefined;
    if (!field || field.type === 'list') throw new ExportInputError(`Unknown column '${name}'.`);
    return field.rest;
  });
  const answer: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) if (value !== undefined) answer[name] = value;
  try {
    if (ids.length > 0) answer.Ids = ids.map((id) => requireRestId(id, 'ids', keyType)).join(',');
  } catch (error) {
    if (error instanceof GraphQLError) throw new ExportInputError(error.message);
    throw error;
  }
  if (rest.length > 0) answer.Columns = rest.join(',');
  return answer;
}

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).type('application/json').send({ message });

/** `observe` hears each export call's outcome, as the REST client's calls are heard (the metrics). */
export function registerExports(
  app: FastifyInstance,
  licensingApiUrl: string,
  observe?: UpstreamOptions['observe'],
): void {
  const url = new URL(licensingApiUrl);
  const basePath = url.pathname.replace(/\/+$/, '');
  // A pool of its own: an export's answer is as long as its list (the JSON pool caps answers).
  const pool = new Pool(url.origin, {
    connections: 8,
    connect: { timeout: 5_000 },
    headersTimeout: 30_000,
    bodyTimeout: 60_000,
  });
  app.addHook('onClose', () => pool.close());

  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(
    `${EXPORT_PATH}:file`,
    async (request, reply) => {
      const entity = byFile.get(request.params.file);
      if (!entity) return refuse(reply, 404, 'There is no such export.');
      const token = sessionToken(request.headers.authorization, request.cookies ?? {});
      if (!token) return refuse(reply, 401, 'Sign in to export.');
      let query: Record<string, string>;
      try {
        query = exportQuery(entity, request.query);
      } catch (error) {
        if (error instanceof ExportInputError) return refuse(reply, 400, error.message);
        throw error;
      }
      let response: Awaited<ReturnType<Pool['request']>>;
      const route = exportRoute(entity);
      const started = performance.now();
      try {
        response = await pool.request({
          method: 'GET',
          path: `${basePath}${route}?${new URLSearchParams(query)}`,
          headers: {
            authorization: `Bearer ${token}`,
            'x-forwarded-for': request.ip,
            accept: 'text/csv',
            ...traceHeaders(),
          },
        });
      } catch {
        observe?.('GET', route, null, (performance.now() - started) / 1000);
        return refuse(reply, 502, messages.getListFailed(entity.displayName));
      }
      // Until the answer's head: the rows stream at the reader's pace.
      observe?.('GET', route, response.statusCode, (performance.now() - started) / 1000);
      if (response.statusCode !== 200) {
        const text = await response.body.text();
        let message = messages.getListFailed(entity.displayName);
        try {
          const parsed = JSON.parse(text) as { Message?: unknown };
          if (typeof parsed.Message === 'string') message = parsed.Message;
        } catch {
          // Not JSON: the list's failure text.
        }
        return refuse(reply, response.statusCode >= 500 ? 502 : response.statusCode, message);
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${entity.plural}.csv"`)
        .header('cache-control', 'no-store')
        .send(response.body);
    },
  );
}
