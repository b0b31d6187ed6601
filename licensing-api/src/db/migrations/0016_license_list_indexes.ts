// The license lists sort by order number by default, by its lower-cased bytes (crud/find-page.ts's
// sort key for text); the unique index on lower(order_number) uses the database's collation, so a
// page sorted that way read and sorted every license.
import { type Kysely, sql } from 'kysely';

const TABLES = ['product_licenses', 'licenses'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`create index if not exists ${sql.id(`${table}_order_number_sort_idx`)} on ${sql.table(table)} ((lower(order_number) collate "C"))`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_order_number_sort_idx`).ifExists().execute();
  }
}
