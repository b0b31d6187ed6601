// The plans PostgreSQL makes for the license list at scale (issues 15, 28): a page filtered on the
// product's name and sorted on two columns reads licenses through indexes, and its count adds up
// the per-product counts (migration 0023) instead of reading licenses. PostgreSQL only: PGlite plans alike but a
// test of plans belongs to the server that serves the scale.
import { CompiledQuery, type Kysely, type QueryId, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudResource } from '../src/crud/index.js';
import type { Database } from '../src/db/schema.js';
import { type DatabaseHandle, migrateToLatest, seedDatabase } from '../src/index.js';
import { productLicensesTable } from '../src/modules/product-licenses/product-licenses.table.js';
import { drivers, TEST_SCRYPT_N } from './helpers.js';

const postgres = drivers.find((driver) => driver.name === 'postgres');
const LICENSES = 30_000;

describe.skipIf(!postgres)('license list plans (postgres)', () => {
  let database: DatabaseHandle;
  /** The statements the list ran, as PostgreSQL plans them. */
  let plans: string[];

  beforeAll(async () => {
    database = await postgres!.open();
    const { db } = database;
    await migrateToLatest(db);
    await seedDatabase(db, { demo: true, scryptN: TEST_SCRYPT_N, log: { info() {}, warn() {} } });
    await db.executeQuery(
      CompiledQuery.raw(`
        insert into product_licenses (order_number, product_id, customer_id, license_type_id,
          product_edition_id, product_license_plan_id, server_name, expired_date, status)
        select 'PLAN-' || g, e.product_id, (select min(id) from customers), (select min(id) from license_types),
          e.product_edition_id, (select min(id) from product_license_plans), 'srv-' || g,
          now() + make_interval(days => g % 1460), g % 2
        from generate_series(1, ${LICENSES}) g
        join lateral (select product_id, product_edition_id from product_editions order by product_edition_id
                      offset (g % (select count(*) from product_editions)) limit 1) e on true`),
    );
    await db.executeQuery(CompiledQuery.raw('vacuum analyze'));

    const nodes: RootOperationNode[] = [];
    const recording = db.withPlugin({
      transformQuery: ({ node }) => {
        nodes.push(node);
        return node;
      },
      transformResult: async ({ result }) => result,
    }) as Kysely<Database>;
    const page = await crudResource(recording, productLicensesTable).list({
      page: { offset: 0, limit: 10 },
      search: undefined,
      filters: [{ FieldName: 'ProductName', FilterValue: 'Server' }],
      orders: [
        { FieldName: 'ExpiredDate', Type: 'desc' },
        { FieldName: 'OrderNumber', Type: 'asc' },
      ],
    });
    expect(page.rows).toHaveLength(10);
    expect(page.rows.every((row) => String(row.ProductName).includes('Server'))).toBe(true);

    const executor = db.getExecutor();
    plans = [];
    for (const node of nodes.filter((candidate) => candidate.kind === 'SelectQueryNode')) {
      const compiled = executor.compileQuery(node, { queryId: 'plan' } as QueryId);
      const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain (costs off) ${compiled.sql}`, [...compiled.parameters]),
      );
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('reads the page of licenses through an index, not a sequential scan', () => {
    // The products named first (their ids are then written into the page's query), then the page.
    const page = plans.find((plan) => plan.includes('Limit') && plan.includes('on product_licenses'));
    expect(page).toBeDefined();
    expect(page).toMatch(/Index (Only )?Scan.* on product_licenses/);
    expect(page).not.toMatch(/Seq Scan on product_licenses/);
  });

  it('counts the matching licenses without reading them: a filter on products adds up their counts', () => {
    expect(
      plans.filter((plan) => plan.includes('Aggregate') && plan.includes('on product_licenses')),
    ).toEqual([]);
  });
});
