// The hub's outbox (ARCHITECTURE.md: side effects leave through an outbox): an event is a row
// written in the transaction of the change it tells of, so a rollback raises nothing; the hub's
// dispatcher broadcasts it once committed (hub.ts), and a periodic job prunes what is a day old.
// Each event gets its position as its transaction commits (migration 0026), so positions become
// visible in their order: a reader that has seen one has seen every committed one below it. Every
// replica thus delivers the same events in the order of their positions (their EventIds), and a
// subscriber that names the last EventId it heard resumes right after it, on any replica.
import type { HubEventName } from '@licensing/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

export const raiseEvent = (trx: Kysely<Database>, name: HubEventName, payload: object): Promise<void> =>
  raiseEvents(trx, name, [payload]);

/** Events of one name, in one statement. */
export async function raiseEvents(
  trx: Kysely<Database>,
  name: HubEventName,
  payloads: readonly object[],
): Promise<void> {
  if (payloads.length === 0) return;
  await trx
    .insertInto('hub_events')
    .values(payloads.map((payload) => ({ name, payload: JSON.stringify(payload) })))
    .execute();
}

/** An event as the hub sends it: `id` is its position, the EventId clients see. */
export type OutboxEvent = { id: number; name: string; payload: string };

/** The last event's position (where a dispatcher starts), or 0. */
export async function lastEventId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('hub_events')
    .select((eb) => eb.fn.max('position').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

/** Up to `limit` events after the position `after` (and at most `upTo`), in order. */
export async function eventsAfter(
  db: Kysely<Database>,
  after: number,
  limit: number,
  upTo?: number,
): Promise<OutboxEvent[]> {
  const rows = await db
    .selectFrom('hub_events')
    .select(['position', 'name', 'payload'])
    .where('position', '>', after)
    .$if(upTo !== undefined, (query) => query.where('position', '<=', upTo!))
    .orderBy('position')
    .limit(limit)
    .execute();
  return rows.map(({ position, name, payload }) => ({ id: position!, name, payload }));
}

/**
 * Events are notices for clients connected at the time, or resuming within a day; a day leaves any
 * running instance's dispatcher (polling every 250 ms) ample time to send them.
 */
export const HUB_EVENT_RETENTION_HOURS = 24;

/** Deletes the events raised longer ago than the retention; returns how many went. */
export async function pruneHubEvents(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('hub_events')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${HUB_EVENT_RETENTION_HOURS})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
