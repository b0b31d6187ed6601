// Each user's recently visited records (the layout's access history): the last 10 per user, a
// record once (its latest visit); a deleted record's visits go with it (crud/resource.ts).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recent_visits')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('record_id', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('visited_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('recent_visits_pkey', ['user_id', 'entity', 'record_id'])
    .execute();
  await db.schema
    .createIndex('recent_visits_record_idx')
    .on('recent_visits')
    .columns(['entity', 'record_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recent_visits').ifExists().execute();
}
