// The home dashboard's figures for one year aggregated from the rows themselves, a scan of the
// year's rows per chart: the reference the rollups the dashboard reads (dashboard.ts, migration
// 0022) are checked against, by the tests on random data and by the benchmark as its baseline.
// Not for requests: its cost grows with the rows.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

const MONTHS = 12;

type Table = 'customers' | 'product_licenses' | 'request_trial_emails' | 'customer_requests';

/** Twelve counts, January first, of `table`'s rows created in `year` that match `where`. */
async function perMonth(
  db: Kysely<Database>,
  table: Table,
  year: number,
  where = sql`true`,
): Promise<number[]> {
  const rows = await sql<{ month: number; count: number }>`
    select extract(month from created_at at time zone 'UTC')::int as month, count(*)::int as count
    from ${sql.table(table)}
    where created_at >= make_timestamptz(${year}, 1, 1, 0, 0, 0, 'UTC')
      and created_at < make_timestamptz(${year + 1}, 1, 1, 0, 0, 0, 'UTC')
      and ${where}
    group by 1`.execute(db);
  const counts = Array.from({ length: MONTHS }, () => 0);
  for (const row of rows.rows) counts[row.month - 1] = row.count;
  return counts;
}

/** The figures in GetDashboard's names, as dashboard() answers them. */
export async function dashboardByScan(db: Kysely<Database>, year: number) {
  const [customers, productLicenses, generated, notProcessed, resolved, notResolved, editions] =
    await Promise.all([
      perMonth(db, 'customers', year),
      perMonth(db, 'product_licenses', year),
      perMonth(db, 'request_trial_emails', year, sql`customer_request_id is not null`),
      perMonth(db, 'request_trial_emails', year, sql`customer_request_id is null and not is_declined`),
      perMonth(db, 'customer_requests', year, sql`is_resolved`),
      perMonth(db, 'customer_requests', year, sql`not is_resolved and not is_declined`),
      sql<{ ProductEditionID: number; ProductEditionName: string; ProductName: string; Licenses: number }>`
      select e.product_edition_id as "ProductEditionID", e.product_edition_name as "ProductEditionName",
        p.product_name as "ProductName", count(*)::int as "Licenses"
      from product_licenses l
      join product_editions e on e.product_edition_id = l.product_edition_id
      join products p on p.product_id = e.product_id
      where l.created_at >= make_timestamptz(${year}, 1, 1, 0, 0, 0, 'UTC')
        and l.created_at < make_timestamptz(${year + 1}, 1, 1, 0, 0, 0, 'UTC')
      group by 1, 2, 3
      order by "Licenses" desc, "ProductEditionName", "ProductEditionID"`.execute(db),
    ]);
  return {
    Year: year,
    Months: Array.from({ length: MONTHS }, (_, index) => index + 1),
    TotalCustomers: customers,
    TotalProductLicenses: productLicenses,
    TrialRequestsGenerated: generated,
    TrialRequestsNotProcessed: notProcessed,
    OrdersResolved: resolved,
    OrdersNotResolved: notResolved,
    LicensesPerEdition: editions.rows,
  };
}
