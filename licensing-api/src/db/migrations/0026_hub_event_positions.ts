// The order the hub delivers events in: each event's position is given as its transaction commits
// (a deferred trigger, under a transaction-level lock taken then, after every other lock the
// transaction holds, so it can wait on no one's rows), so positions become visible in their order:
// a reader that has seen a position has seen every committed one below it. A serial id is handed
// out at insert, and a dispatcher reading by id skipped an event whose transaction committed after
// a later one's. Existing events keep their order.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table hub_events add column position integer`.execute(db);
  await sql`create sequence hub_events_position as integer`.execute(db);
  await sql`update hub_events set position = id`.execute(db);
  await sql`select setval('hub_events_position', coalesce(max(id), 0) + 1, false) from hub_events`.execute(
    db,
  );
  await sql`create unique index hub_events_position_idx on hub_events (position)`.execute(db);
  await sql`
    create function hub_events_position() returns trigger language plpgsql as $$
    begin
      perform pg_advisory_xact_lock(hashtext('hub events'));
      update hub_events set position = nextval('hub_events_position') where id = new.id;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger hub_events_position after insert on hub_events
    deferrable initially deferred for each row execute function hub_events_position()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger hub_events_position on hub_events`.execute(db);
  await sql`drop function hub_events_position()`.execute(db);
  await sql`alter table hub_events drop column position`.execute(db);
  await sql`drop sequence hub_events_position`.execute(db);
}
