// The hub's outbox (ARCHITECTURE.md: side effects leave through an outbox): an event is a row
// written in the transaction of the change it tells of, so a rollback raises nothing; the hub's
// dispatcher broadcasts it once committed (hub.ts), and prunes what every dispatcher has long sent.
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

/**
 * Events are notices for clients connected at the time, never read again once broadcast; a day
 * leaves any running instance's dispatcher (polling every 250 ms) ample time to send them.
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
