// The dashboard's rollups (modules/reports/dashboard.ts): its figures counted per UTC calendar
// month, and product licenses per year and edition, kept by triggers in the transaction of every
// write (insert, update, delete, truncate, a foreign key's cascade), whichever path makes it, so
// the dashboard reads a few dozen rows, not a year of rows. The triggers fire once per statement
// with its rows (transition tables): a bulk insert counts in one pass. Backfilled from the rows.
import { type Kysely, sql } from 'kysely';

/** Each table's figures and the condition a row meets to count in one (on the dashboard's columns). */
const FIGURES = {
  customers: { customers: 'true' },
  product_licenses: { product_licenses: 'true' },
  request_trial_emails: {
    trials_generated: 'customer_request_id is not null',
    trials_not_processed: 'customer_request_id is null and not is_declined',
  },
  customer_requests: {
    orders_resolved: 'is_resolved',
    orders_not_resolved: 'not is_resolved and not is_declined',
  },
} as const;
type Table = keyof typeof FIGURES;
const TABLES = Object.keys(FIGURES) as Table[];

const year = `extract(year from created_at at time zone 'UTC')::int`;
const month = `extract(month from created_at at time zone 'UTC')::int`;

/** The (figure, year, month, n) of each row of `rows` counting in a figure of `table`, n = `sign`. */
function monthlyDeltas(table: Table, rows: string, sign: 1 | -1): string {
  const figures = Object.entries(FIGURES[table]).map(([figure, condition]) => `('${figure}', ${condition})`);
  return `select f.figure, ${year} as year, ${month} as month, ${sign} as n from ${rows}
    cross join lateral (values ${figures.join(', ')}) as f(figure, counted) where f.counted`;
}

const editionDeltas = (rows: string, sign: 1 | -1) =>
  `select ${year} as year, product_edition_id, ${sign} as n from ${rows}`;

/**
 * Adds the deltas up into the rollup; a statement that changes no count (an update of other
 * columns) writes nothing, and rows are written in key order, so concurrent writers lock them in
 * the same order.
 */
const addMonthly = (deltas: string[]) => `
  insert into dashboard_months (figure, year, month, count)
  select figure, year, month, sum(n)::int from (${deltas.join(' union all ')}) as d
  group by 1, 2, 3 having sum(n) <> 0 order by 1, 2, 3
  on conflict (figure, year, month) do update set count = dashboard_months.count + excluded.count;`;

const addEditions = (deltas: string[]) => `
  insert into dashboard_editions (year, product_edition_id, count)
  select year, product_edition_id, sum(n)::int from (${deltas.join(' union all ')}) as d
  group by 1, 2 having sum(n) <> 0 order by 1, 2
  on conflict (year, product_edition_id) do update set count = dashboard_editions.count + excluded.count;`;

/** The statements that add the deltas of `table`'s rows (`old_rows` leaving, `new_rows` arriving). */
function additions(table: Table, old: boolean, added: boolean): string {
  const rows = (make: (rows: string, sign: 1 | -1) => string) => [
    ...(old ? [make('old_rows', -1)] : []),
    ...(added ? [make('new_rows', 1)] : []),
  ];
  const monthly = addMonthly(rows((source, sign) => monthlyDeltas(table, source, sign)));
  return table === 'product_licenses' ? monthly + addEditions(rows(editionDeltas)) : monthly;
}

function triggerFunction(table: Table): string {
  const figures = Object.keys(FIGURES[table]).map((figure) => `'${figure}'`);
  const truncate = `delete from dashboard_months where figure in (${figures.join(', ')});${
    table === 'product_licenses' ? ' delete from dashboard_editions;' : ''
  }`;
  return `create function ${table}_dashboard_count() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${additions(table, false, true)}
      elsif tg_op = 'UPDATE' then ${additions(table, true, true)}
      elsif tg_op = 'DELETE' then ${additions(table, true, false)}
      else ${truncate}
      end if;
      return null;
    end $$`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dashboard_months')
    .addColumn('figure', 'text', (col) => col.notNull())
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('month', 'integer', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('dashboard_months_pkey', ['figure', 'year', 'month'])
    .execute();
  // No foreign key to the edition: the read joins it, and a count of 0 is no row of the chart.
  await db.schema
    .createTable('dashboard_editions')
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('product_edition_id', 'integer', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('dashboard_editions_pkey', ['year', 'product_edition_id'])
    .execute();

  for (const table of TABLES) {
    await sql.raw(addMonthly([monthlyDeltas(table, table, 1)])).execute(db);
    await sql.raw(triggerFunction(table)).execute(db);
    const fire = `for each statement execute function ${table}_dashboard_count()`;
    await sql
      .raw(`create trigger ${table}_dashboard_insert after insert on ${table}
        referencing new table as new_rows ${fire}`)
      .execute(db);
    await sql
      .raw(`create trigger ${table}_dashboard_update after update on ${table}
        referencing old table as old_rows new table as new_rows ${fire}`)
      .execute(db);
    await sql
      .raw(`create trigger ${table}_dashboard_delete after delete on ${table}
        referencing old table as old_rows ${fire}`)
      .execute(db);
    await sql
      .raw(`create trigger ${table}_dashboard_truncate after truncate on ${table} ${fire}`)
      .execute(db);
  }
  await sql.raw(addEditions([editionDeltas('product_licenses', 1)])).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    for (const event of ['insert', 'update', 'delete', 'truncate']) {
      await sql.raw(`drop trigger if exists ${table}_dashboard_${event} on ${table}`).execute(db);
    }
    await sql.raw(`drop function if exists ${table}_dashboard_count()`).execute(db);
  }
  await db.schema.dropTable('dashboard_editions').ifExists().execute();
  await db.schema.dropTable('dashboard_months').ifExists().execute();
}
