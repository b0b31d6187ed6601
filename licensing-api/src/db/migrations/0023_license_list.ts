// The product license list at a million licenses (crud/find-page.ts; measured in
// docs/benchmarks.md, issue 28):
// - an index in the order of a page sorted by expiry, then order number (the key last): a page
//   walks the licenses in that order and stops at its end, a filter on the product (a third of the
//   licenses) tested on the way, where the expiry's index alone left each day's licenses to sort;
// - the count of each product's licenses, kept by triggers in the transaction of every write (as
//   the dashboard's rollups, 0022), so the total of a list filtered on products, or of the whole
//   list, adds a few counts where it counted a third of a million index entries. Backfilled.
import { type Kysely, sql } from 'kysely';

/** The statement adding each product's count in `deltas` (product_id, n), in product order. */
const add = (deltas: string) => `
  insert into product_license_counts (product_id, count)
  select product_id, sum(n)::int from (${deltas}) as d group by 1 having sum(n) <> 0 order by 1
  on conflict (product_id) do update set count = product_license_counts.count + excluded.count;`;
const arriving = 'select product_id, 1 as n from new_rows';
const leaving = 'select product_id, -1 as n from old_rows';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists product_licenses_expiry_sort_idx on product_licenses
    (expired_date desc, (lower(order_number) collate "C"), id)`.execute(db);

  // No foreign key to the product: a count of 0 is no license, and a product goes after its licenses.
  await db.schema
    .createTable('product_license_counts')
    .addColumn('product_id', 'integer', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .execute();
  await sql.raw(add('select product_id, 1 as n from product_licenses')).execute(db);
  await sql
    .raw(`create function product_license_count() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${add(arriving)}
      elsif tg_op = 'UPDATE' then ${add(`${leaving} union all ${arriving}`)}
      elsif tg_op = 'DELETE' then ${add(leaving)}
      else delete from product_license_counts;
      end if;
      return null;
    end $$`)
    .execute(db);
  const fire = 'for each statement execute function product_license_count()';
  await sql
    .raw(`create trigger product_licenses_count_insert after insert on product_licenses
      referencing new table as new_rows ${fire}`)
    .execute(db);
  await sql
    .raw(`create trigger product_licenses_count_update after update on product_licenses
      referencing old table as old_rows new table as new_rows ${fire}`)
    .execute(db);
  await sql
    .raw(`create trigger product_licenses_count_delete after delete on product_licenses
      referencing old table as old_rows ${fire}`)
    .execute(db);
  await sql
    .raw(`create trigger product_licenses_count_truncate after truncate on product_licenses ${fire}`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete', 'truncate']) {
    await sql.raw(`drop trigger if exists product_licenses_count_${event} on product_licenses`).execute(db);
  }
  await sql.raw('drop function if exists product_license_count()').execute(db);
  await db.schema.dropTable('product_license_counts').ifExists().execute();
  await db.schema.dropIndex('product_licenses_expiry_sort_idx').ifExists().execute();
}
