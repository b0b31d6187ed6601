// The license lists' Search (a case-insensitive substring, ILIKE '%…%', crud/find-page.ts) through
// trigram indexes (pg_trgm): the order number, MAC address and server name of product licenses and
// the customer's name as the lists show it, and e-mail address. Chosen over a full-text index by measurement
// (docs/benchmarks.md, issue 28), and it keeps what a search finds: a substring, not words. Where
// the server offers no pg_trgm the indexes are left out; a search then finds the same rows, slower.
import { type Kysely, sql } from 'kysely';

const INDEXES = [
  { name: 'product_licenses_order_number_trgm_idx', table: 'product_licenses', on: sql`order_number` },
  { name: 'product_licenses_mac_address_trgm_idx', table: 'product_licenses', on: sql`mac_address` },
  { name: 'product_licenses_server_name_trgm_idx', table: 'product_licenses', on: sql`server_name` },
  // The expression of the lists' CustomerName (product-licenses/license-table.ts), as written there.
  { name: 'customers_name_trgm_idx', table: 'customers', on: sql`(first_name || ' ' || last_name)` },
  { name: 'customers_email_trgm_idx', table: 'customers', on: sql`email` },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ available: boolean }>`
    select exists (select from pg_available_extensions where name = 'pg_trgm') as available`.execute(db);
  if (!rows[0]?.available) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const { name, table, on } of INDEXES) {
    await sql`create index if not exists ${sql.id(name)} on ${sql.table(table)} using gin (${on} gin_trgm_ops)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
