// Saved views of the lists (issue 29): a user's named search, sort, filters, hidden columns and page
// size for one entity's list, as JSON checked by licensing-api (domain saved-views.ts); shared views
// are seen by everyone. A name is unique per owner and list, whatever its case.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_views')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('list', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(name) between 1 and 100`))
    .addColumn('state', 'jsonb', (col) => col.notNull())
    .addColumn('shared', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index saved_views_owner_list_name_key on saved_views (owner_id, list, lower(name))`.execute(
    db,
  );
  // The shared views of a list, read with the caller's own.
  await db.schema
    .createIndex('saved_views_shared_idx')
    .on('saved_views')
    .columns(['list'])
    .where(sql.ref('shared'), '=', true)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_views').ifExists().execute();
}
