// Who the audit trail's trigger (migration 0027) names, and for which action: a request runs in an
// AsyncLocalStorage context (plugins/app/audit.ts), and every connection the pool lends inside it
// first gets the session settings `audit.actor` (the signed-in user's id) and `audit.action` (the
// route's operationId). Set at checkout, they cover a transaction and a lone statement alike, and
// the trail's rows are written by the trigger in the change's own transaction. A connection lent
// outside any request (a background job) or to a reading route gets them cleared, so nothing is
// credited to the last writer. Each connection remembers what it holds, so a run of one route's requests (a
// benchmark, the activation API's validations) pays no extra round trip.
import { AsyncLocalStorage } from 'node:async_hooks';
import { type Kysely, type LogEvent, type PostgresPool, type PostgresPoolClient, sql } from 'kysely';
import type { Database } from './schema.js';

/** The request's logger, whose lines carry its trace id (plugins/infrastructure/observability.ts). */
type RequestLog = { level: string; debug(line: object, message: string): void };

/**
 * The actor (a user id, or null for the public API) and action of what runs now, and whether it
 * writes: a route declared not to write counts as the system, so reads after reads pay nothing.
 * `log`: the request's logger, for its SQL statements.
 */
export type AuditActor = {
  actor: () => string | null;
  action: () => string | null;
  writes: () => boolean;
  log?: RequestLog;
};

export const auditContext = new AsyncLocalStorage<AuditActor>();

/**
 * What the connection should hold now: empty outside any request, and for a reading route, whose
 * rare write (a QuickBooks token refreshed on the way) is the system's, not the last writer's.
 */
function wanted(): { actor: string; action: string } {
  const current = auditContext.getStore();
  if (!current?.writes()) return { actor: '', action: '' };
  return { actor: current.actor() ?? '', action: current.action() ?? '' };
}

/**
 * The pool, its connections told who acts before they are lent. `connection` names the physical
 * connection a client stands for (PGlite's pool lends its one connection as a new object each time).
 */
export function auditedPool(
  pool: PostgresPool,
  connection: (client: PostgresPoolClient) => object = (client) => client,
): PostgresPool {
  const held = new WeakMap<object, string>();
  return {
    async connect() {
      const client = await pool.connect();
      const { actor, action } = wanted();
      const state = `${actor} ${action}`;
      const key = connection(client);
      if ((held.get(key) ?? ' ') !== state) {
        try {
          await client.query(
            "select set_config('audit.actor', $1, false), set_config('audit.action', $2, false)",
            [actor, action],
          );
        } catch (error) {
          client.release();
          throw error;
        }
        held.set(key, state);
      }
      return client;
    },
    end: () => pool.end(),
  };
}

/**
 * Kysely's log: each statement of a request at debug level on the request's logger, so the SQL
 * follows its trace id; the text only, never the bound values (passwords, tokens). Outside a
 * request (a job) or above debug, nothing is built.
 */
export function logStatement(event: LogEvent): void {
  const log = auditContext.getStore()?.log;
  if (log?.level !== 'debug' && log?.level !== 'trace') return;
  const ms = Math.round(event.queryDurationMillis * 10) / 10;
  // A failure by its SQLSTATE: PostgreSQL's messages may quote a bound value.
  const failed =
    event.level === 'error' ? { sqlState: (event.error as { code?: unknown })?.code ?? 'unknown' } : {};
  log.debug({ sql: event.query.sql, ms, ...failed }, 'sql statement');
}

/**
 * An update on the trail that no row trigger sees whole: a parent's lines, replaced as a whole on
 * each write. Who and which action are the connection's, as the triggers read them (0027).
 */
export async function auditUpdate(
  db: Kysely<Database>,
  entity: string,
  recordId: string,
  changes: Record<string, { old?: string; new?: string }>,
): Promise<void> {
  await sql`
    insert into audit_trail (actor_id, actor_name, action, entity, record_id, operation, changes)
    select actor, (select first_name || ' ' || last_name from users where id = actor),
      coalesce(nullif(current_setting('audit.action', true), ''), 'System'),
      ${entity}, ${recordId}, 'update', ${JSON.stringify(changes)}::jsonb
    from (select nullif(current_setting('audit.actor', true), '')::uuid as actor) as who`.execute(db);
}
