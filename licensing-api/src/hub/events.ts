// The hub's outbox (ARCHITECTURE.md: side effects leave through an outbox): an event is a row
// written in the transaction of the change it tells of, so a rollback raises nothing; the hub's
// dispatcher broadcasts it once committed (hub.ts).
import type { HubEventName } from '@licensing/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export async function raiseEvent(trx: Kysely<Database>, name: HubEventName, payload: object): Promise<void> {
  await trx
    .insertInto('hub_events')
    .values({ name, payload: JSON.stringify(payload) })
    .execute();
}
