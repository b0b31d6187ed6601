// The product license list sorted by expiry, then order number (crud/find-page.ts's sort keys, the
// key last): with this index a page walks the licenses in that order and stops at the page's end,
// a filter on the product (a third of a million licenses) tested on the way, where the expiry's
// index alone left each day's licenses to sort (measured in docs/benchmarks.md, issue 28).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists product_licenses_expiry_sort_idx on product_licenses
    (expired_date desc, (lower(order_number) collate "C"), id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('product_licenses_expiry_sort_idx').ifExists().execute();
}
