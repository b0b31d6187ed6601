// The dashboard's rollups (migration 0022) against the full aggregation of the rows
// (dashboard-scan.ts), and the licenses counted per product (0023) against their count: random
// inserts, updates and deletes of customers, product licenses, trial requests and orders, their
// rows on either side of month and year boundaries (UTC), foreign keys' cascades, a rolled-back
// transaction and the migration's backfill; every year compared.
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationProvider } from '../src/db/migrations/index.js';
import { dashboard } from '../src/modules/reports/dashboard.js';
import { dashboardByScan } from '../src/modules/reports/dashboard-scan.js';
import { createTestApp, drivers, type TestApp } from './helpers.js';

const YEARS = [2029, 2030, 2031];
const ROUNDS = 120;

/** mulberry32: the same draws on every run and driver, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  /** An instant near a month's start (a millisecond either side), or inside a month. */
  const instant = () => {
    const year = pick([...YEARS, YEARS.at(-1)! + 1]);
    const month = int(12);
    const start = Date.UTC(year, month, 1);
    const offsets = [-1, 0, 1, 14 * 86_400_000 + int(86_400_000)];
    return new Date(start + pick(offsets));
  };
  return { next, int, pick, instant };
}

describe.each(drivers)('dashboard rollups ($name)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  /**
   * Both answers of every year around the data's, the second to the first; and the licenses
   * counted per product (migration 0023, the license list's totals) against a count of them.
   */
  const compare = async () => {
    for (const year of [YEARS[0]! - 1, ...YEARS, YEARS.at(-1)! + 1, new Date().getUTCFullYear()]) {
      expect(await dashboard(t.db, year), String(year)).toEqual(await dashboardByScan(t.db, year));
    }
    const kept =
      await sql`select product_id, count from product_license_counts where count <> 0 order by 1`.execute(
        t.db,
      );
    const counted =
      await sql`select product_id, count(*)::int as count from product_licenses group by 1 order by 1`.execute(
        t.db,
      );
    expect(kept.rows).toEqual(counted.rows);
  };

  const ids = async (
    table: 'customers' | 'product_licenses' | 'customer_requests' | 'request_trial_emails',
  ) =>
    (await sql<{ id: number }>`select id from ${sql.table(table)} order by id`.execute(t.db)).rows.map(
      ({ id }) => id,
    );

  it('answers what the full aggregation answers, whatever the writes', async () => {
    const draw = random(28);
    const editions = await t.db
      .selectFrom('product_editions')
      .select(['product_edition_id', 'product_id'])
      .execute();
    const base = await t.db
      .selectFrom('product_licenses')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const order = await t.db
      .selectFrom('customer_requests')
      .selectAll()
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { id: _, ...licenseBase } = base;
    const { id: __, order_number: ___, ...orderBase } = order;
    let serial = 0;
    /** Some of `all`, about one in `every`. */
    const some = (all: number[], every: number) => all.filter(() => draw.int(every) === 0);

    const operations = [
      async () => {
        const rows = Array.from({ length: 1 + draw.int(4) }, () => ({
          first_name: 'Rnd',
          last_name: `Customer${++serial}`,
          email: `rnd${serial}@example.org`,
          phone_number: '5550000000',
          created_at: draw.instant(),
        }));
        await t.db.insertInto('customers').values(rows).execute();
      },
      async () => {
        const customers = await ids('customers');
        const rows = Array.from({ length: 1 + draw.int(6) }, () => {
          const edition = draw.pick(editions);
          return {
            ...licenseBase,
            order_number: `RND-${++serial}`,
            customer_activation_code: null,
            customer_id: draw.pick(customers),
            product_id: edition.product_id,
            product_edition_id: edition.product_edition_id,
            created_at: draw.instant(),
          };
        });
        await t.db.insertInto('product_licenses').values(rows).execute();
      },
      async () => {
        const rows = Array.from({ length: 1 + draw.int(4) }, () => ({
          ...orderBase,
          total_price: 0,
          unit_price: 0,
          generated_license_id: null,
          is_resolved: draw.int(2) === 0,
          is_declined: draw.int(3) === 0,
          created_at: draw.instant(),
        }));
        await t.db.insertInto('customer_requests').values(rows).execute();
      },
      async () => {
        const orders = await ids('customer_requests');
        const rows = Array.from({ length: 1 + draw.int(4) }, () => ({
          first_name: 'T',
          last_name: 'R',
          email: 't@example.org',
          company: 'C',
          subject: 'S',
          product_id: draw.pick(editions).product_id,
          customer_request_id: draw.int(2) === 0 ? draw.pick(orders) : null,
          is_declined: draw.int(3) === 0,
          created_at: draw.instant(),
        }));
        await t.db.insertInto('request_trial_emails').values(rows).execute();
      },
      // Updates of the columns the dashboard reads, of several rows in one statement, and of others.
      async () => {
        for (const id of some(await ids('customers'), 4)) {
          await t.db
            .updateTable('customers')
            .set({ created_at: draw.instant() })
            .where('id', '=', id)
            .execute();
        }
      },
      async () => {
        const chosen = some(await ids('product_licenses'), 3);
        if (chosen.length === 0) return;
        const edition = draw.pick(editions);
        await t.db
          .updateTable('product_licenses')
          .set(
            draw.int(2) === 0
              ? { created_at: draw.instant() }
              : { product_id: edition.product_id, product_edition_id: edition.product_edition_id },
          )
          .where('id', 'in', chosen)
          .execute();
      },
      async () => {
        const chosen = some(await ids('product_licenses'), 3);
        if (chosen.length === 0) return;
        await t.db
          .updateTable('product_licenses')
          .set({ created_at: sql`created_at + interval '17 days'`, server_name: 'moved' })
          .where('id', 'in', chosen)
          .execute();
      },
      async () => {
        for (const id of some(await ids('customer_requests'), 3)) {
          await t.db
            .updateTable('customer_requests')
            .set({ is_resolved: draw.int(2) === 0, is_declined: draw.int(2) === 0 })
            .where('id', '=', id)
            .execute();
        }
      },
      async () => {
        const orders = await ids('customer_requests');
        for (const id of some(await ids('request_trial_emails'), 3)) {
          await t.db
            .updateTable('request_trial_emails')
            .set({
              customer_request_id: draw.int(2) === 0 ? draw.pick(orders) : null,
              is_declined: draw.int(2) === 0,
              created_at: draw.int(2) === 0 ? draw.instant() : sql`created_at`,
            })
            .where('id', '=', id)
            .execute();
        }
      },
      // Deletes: an order's trial requests lose it (on delete set null), a customer's orders too.
      async () => {
        const chosen = some(
          (
            await t.db
              .selectFrom('product_licenses')
              .select('id')
              .where('order_number', 'like', 'RND-%')
              .execute()
          ).map(({ id }) => id),
          4,
        );
        if (chosen.length > 0) await t.db.deleteFrom('product_licenses').where('id', 'in', chosen).execute();
      },
      async () => {
        const chosen = some(await ids('customer_requests'), 6);
        if (chosen.length > 0) await t.db.deleteFrom('customer_requests').where('id', 'in', chosen).execute();
      },
      async () => {
        const chosen = some(await ids('request_trial_emails'), 6);
        if (chosen.length > 0)
          await t.db.deleteFrom('request_trial_emails').where('id', 'in', chosen).execute();
      },
      async () => {
        await sql`delete from customers where email like 'rnd%' and id % 3 = ${draw.int(3)}
          and id not in (select customer_id from product_licenses)`.execute(t.db);
      },
    ];
    for (let round = 0; round < ROUNDS; round++) {
      await draw.pick(operations)();
      if (round % 40 === 39) await compare();
    }
    const totals = await dashboardByScan(t.db, YEARS[1]!);
    // The draws reached every chart (a comparison of zeros would prove little).
    for (const chart of [
      'TotalCustomers',
      'TotalProductLicenses',
      'TrialRequestsGenerated',
      'OrdersResolved',
    ] as const) {
      expect(
        totals[chart].some((count) => count > 0),
        chart,
      ).toBe(true);
    }
    await compare();
  });

  it('drops the counts of a write rolled back with its transaction', async () => {
    const before = await dashboard(t.db, YEARS[0]!);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('customers')
          .values({
            first_name: 'Gone',
            last_name: 'Soon',
            email: 'rolled-back@example.org',
            phone_number: '5550000000',
            created_at: new Date(Date.UTC(YEARS[0]!, 5, 1)),
          })
          .execute();
        await trx.deleteFrom('request_trial_emails').execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await dashboard(t.db, YEARS[0]!)).toEqual(before);
    await compare();
  });

  it('backfills the rollups from the rows when migrated, and empties them with a truncated table', async () => {
    const migrator = new Migrator({ db: t.db, provider: migrationProvider });
    const { error } = await migrator.migrateTo('0021_machines');
    expect(error).toBeUndefined();
    expect(await sql`select to_regclass('dashboard_months') as t`.execute(t.db)).toEqual(
      expect.objectContaining({ rows: [{ t: null }] }),
    );
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await compare();
    await sql`truncate request_trial_emails`.execute(t.db);
    await compare();
  });
});
