// The hub's events in commit-safe order: each row keeps the id of the transaction that raised it,
// so a dispatcher reads only events whose transactions have all finished (below the snapshot's
// xmin) and none can appear behind its position later, as a serial id alone would let a slower
// transaction's event do. (xid, id) is the order every replica delivers in and subscribers resume by.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('hub_events')
    .addColumn('xid', sql`xid8`, (column) => column.notNull().defaultTo(sql`pg_current_xact_id()`))
    .execute();
  await db.schema.createIndex('hub_events_order').on('hub_events').columns(['xid', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('hub_events_order').execute();
  await db.schema.alterTable('hub_events').dropColumn('xid').execute();
}
