// The hub's outbox (ARCHITECTURE.md: side effects leave through an outbox): an event is a row
// written in the transaction of the change it tells of, so a rollback raises nothing; the hub's
// dispatcher broadcasts it once committed (hub.ts), and a periodic job prunes what is a day old.
// Events are read in (xid, id) order, and only once every transaction up to theirs has finished
// (migration 0025): every replica delivers the same events in the same order, and a subscriber that
// names the last event it heard (its EventId) resumes right after it, on any replica.
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

/** Where an event stands in the order of delivery. */
export type Position = { xid: bigint; id: number };
export type OutboxEvent = Position & { name: string; payload: string };

/** Whether `a` comes after `b` in the order of delivery. */
export const isAfter = (a: Position, b: Position): boolean =>
  a.xid > b.xid || (a.xid === b.xid && a.id > b.id);

/** Every transaction below this one has finished: no event can appear before it any more. */
const settled = sql`xid < pg_snapshot_xmin(pg_current_snapshot())`;

const toPosition = (row: { xid: string; id: number }): Position => ({ xid: BigInt(row.xid), id: row.id });

/** The last settled event's position (where a dispatcher starts), or the start of time. */
export async function lastSettled(db: Kysely<Database>): Promise<Position> {
  const { rows } = await sql<{ xid: string; id: number }>`
    select xid::text as xid, id from hub_events where ${settled} order by xid desc, id desc limit 1`.execute(
    db,
  );
  return rows[0] ? toPosition(rows[0]) : { xid: 0n, id: 0 };
}

/** The position of the event `id`, or undefined once it is pruned (or never was). */
export async function positionOf(db: Kysely<Database>, id: number): Promise<Position | undefined> {
  const { rows } = await sql<{ xid: string; id: number }>`
    select xid::text as xid, id from hub_events where id = ${id}`.execute(db);
  return rows[0] && toPosition(rows[0]);
}

/** Up to `limit` settled events after `from` (and at most `upTo`), in order. */
export async function settledAfter(
  db: Kysely<Database>,
  from: Position,
  limit: number,
  upTo?: Position,
): Promise<OutboxEvent[]> {
  const { rows } = await sql<{ xid: string; id: number; name: string; payload: string }>`
    select xid::text as xid, id, name, payload from hub_events
    where ${settled} and (xid, id) > (${String(from.xid)}::xid8, ${from.id})
      ${upTo ? sql`and (xid, id) <= (${String(upTo.xid)}::xid8, ${upTo.id})` : sql``}
    order by xid, id limit ${limit}`.execute(db);
  return rows.map((row) => ({ ...row, xid: BigInt(row.xid) }));
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
