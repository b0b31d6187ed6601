// The home dashboard's figures for one year (SPEC §7 Reports, §9): customers and product licenses
// per month, trial requests per month (order generated, or not processed), orders per month
// (resolved, or not), and product licenses per edition. Months are calendar months in UTC. Read
// from the rollups the writes keep (migration 0022's triggers), two small queries whatever the
// rows; dashboard-scan.ts aggregates the same figures from the rows, the reference they are tested
// against.

import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.js';

const MONTHS = 12;

/** Each monthly chart's figure in the rollup. */
const FIGURES = {
  TotalCustomers: 'customers',
  TotalProductLicenses: 'product_licenses',
  TrialRequestsGenerated: 'trials_generated',
  TrialRequestsNotProcessed: 'trials_not_processed',
  OrdersResolved: 'orders_resolved',
  OrdersNotResolved: 'orders_not_resolved',
} as const;
type Chart = keyof typeof FIGURES;

/** The figures in GetDashboard's names. */
export async function dashboard(db: Kysely<Database>, year: number) {
  const [months, editions] = await Promise.all([
    db
      .selectFrom('dashboard_months')
      .select(['figure', 'month', 'count'])
      .where('year', '=', year)
      .where('count', '<>', 0)
      .execute(),
    sql<{ ProductEditionID: number; ProductEditionName: string; ProductName: string; Licenses: number }>`
      select e.product_edition_id as "ProductEditionID", e.product_edition_name as "ProductEditionName",
        p.product_name as "ProductName", r.count as "Licenses"
      from dashboard_editions r
      join product_editions e on e.product_edition_id = r.product_edition_id
      join products p on p.product_id = e.product_id
      where r.year = ${year} and r.count > 0
      order by "Licenses" desc, "ProductEditionName", "ProductEditionID"`.execute(db),
  ]);
  const charts = Object.fromEntries(
    Object.keys(FIGURES).map((chart) => [chart, Array.from({ length: MONTHS }, () => 0)]),
  ) as Record<Chart, number[]>;
  const chartOf = new Map<string, Chart>(
    Object.entries(FIGURES).map(([chart, figure]) => [figure, chart as Chart] as const),
  );
  for (const { figure, month, count } of months) {
    const chart = chartOf.get(figure);
    if (chart) charts[chart][month - 1] = count;
  }
  return {
    Year: year,
    Months: Array.from({ length: MONTHS }, (_, index) => index + 1),
    ...charts,
    LicensesPerEdition: editions.rows,
  };
}
