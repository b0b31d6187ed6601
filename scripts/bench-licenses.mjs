// The license list at scale (issue 11): 100,000 product licenses on PostgreSQL, a page with a filter
// and a two-column sort, straight from licensing-api (baseline) and through the gateway with each
// license's customer and edition; and the home dashboard (issue 14) on the demo seed and on the
// 100,000 licenses. Run by `npm run bench` after bench.mjs; prints markdown tables.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { writeKeyFiles } from './keys.mjs';
import { CONNECTIONS, DURATION_S, measure, warmUp } from './load.mjs';
import { demoAdminToken, freshPostgresDatabase, startStack } from './stack.mjs';

const LICENSES = Number(process.env.BENCH_LICENSES ?? 100_000);

const database = await freshPostgresDatabase('licensing_bench');
const keyDir = mkdtempSync(join(tmpdir(), 'licensing-bench-keys-'));
const stack = await startStack({
  env: {
    ...process.env,
    DATABASE_URL: database.url,
    ...(await writeKeyFiles(keyDir)),
    SEED_DEMO: '1',
    API_PORT: '5292',
    GATEWAY_PORT: '4292',
    GATEWAY_SESSION_RATE: '100000',
  },
  quiet: true,
});
try {
  const authorization = `Bearer ${await demoAdminToken(stack.apiUrl)}`;
  const year = new Date().getUTCFullYear();
  /** The dashboard straight from licensing-api (baseline) and as the one GraphQL query of /home. */
  const dashboardCalls = {
    rest: { url: `${stack.apiUrl}/api/Report/GetDashboard/${year}`, headers: { authorization } },
    graphql: {
      url: `${stack.gatewayUrl}/graphql`,
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `query BenchDashboard { dashboard(year: ${year}) {
          months { month customers productLicenses trialRequestsGenerated trialRequestsNotProcessed ordersResolved ordersNotResolved }
          totals { customers productLicenses trialRequests orders }
          licensesPerEdition { editionName licenses } } }`,
      }),
    },
  };
  const dashboard = async () => {
    await warmUp(dashboardCalls.rest, dashboardCalls.graphql);
    return { rest: await measure(dashboardCalls.rest), graphql: await measure(dashboardCalls.graphql) };
  };
  const onSeed = await dashboard();

  // The demo seed's 200 licenses, and as many more as it takes, spread over its customers and editions.
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  await db.query(`
    insert into product_licenses (order_number, product_id, customer_id, license_type_id, product_edition_id,
      product_license_plan_id, mac_address, server_name, expired_date, status, created_at)
    select 'BENCH-' || g, e.product_id, c.id, t.id, e.product_edition_id, pl.id,
      case when g % 5 = 0 then null else '00:1A:2B:' || lpad(to_hex(g % 256), 2, '0') || ':4D:5E' end,
      'srv-' || g, now() + make_interval(days => (g % 1460) - 730), g % 2, now() - make_interval(days => g % 1095)
    from generate_series(1, ${LICENSES} - (select count(*)::int from product_licenses)) g
    join lateral (select id from customers order by id offset (g % (select count(*) from customers)) limit 1) c on true
    join lateral (select product_id, product_edition_id from product_editions order by product_edition_id
                  offset (g % (select count(*) from product_editions)) limit 1) e on true
    join lateral (select id from license_types order by id offset (g % 2) limit 1) t on true
    join lateral (select id from product_license_plans order by id offset (g % 2) limit 1) pl on true`);
  // As autovacuum leaves a table in use: statistics, and the visibility map index-only scans need.
  await db.query('vacuum analyze');
  const { rows } = await db.query('select count(*)::int as n from product_licenses');
  await db.end();

  const query = new URLSearchParams({
    Page: '1',
    Count: '10',
    Filters: JSON.stringify([{ FieldName: 'ProductName', FilterValue: 'Server' }]),
    MultipleOrders: JSON.stringify([
      { FieldName: 'ExpiredDate', Type: 'desc' },
      { FieldName: 'OrderNumber', Type: 'asc' },
    ]),
  });
  const licensesUrl = `${stack.apiUrl}/api/ProductLicenses/GetProductLicenses?${query}`;
  const restCall = { url: licensesUrl, headers: { authorization } };
  const graphqlCall = {
    url: `${stack.gatewayUrl}/graphql`,
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query BenchLicenses {
        productLicenses(page: 1, pageSize: 10, filter: { productName: "Server" },
          orderBy: [{ field: expiredDate, direction: DESC }, { field: orderNumber }]) {
          totalCount items { orderNumber expiredDate customer { firstName lastName } edition { name code } }
        }
      }`,
    }),
  };
  await warmUp(restCall, graphqlCall);
  const rest = await measure(restCall);
  // One caller at a time: the latency of a person's request, with no queue in front of it.
  const restAlone = await measure({ ...restCall, connections: 1 });
  const graphql = await measure(graphqlCall);
  const onBulk = await dashboard();
  const row = (label, figures) =>
    `| ${label} | ${figures.rps.toFixed(0)} | ${figures.p50} ms | ${figures.p975} ms |`;
  console.log(`
The home dashboard of ${year} (every chart, aggregated in SQL), ${CONNECTIONS} connections for ${DURATION_S} s each:

| path | requests/s | p50 latency | p97.5 latency |
|---|---|---|---|
${row('demo seed: REST GetDashboard, direct (baseline)', onSeed.rest)}
${row('demo seed: GraphQL dashboard', onSeed.graphql)}
${row(`${rows[0].n.toLocaleString('en-US')} licenses: REST GetDashboard, direct`, onBulk.rest)}
${row(`${rows[0].n.toLocaleString('en-US')} licenses: GraphQL dashboard`, onBulk.graphql)}
| ratio GraphQL / REST on the seed, on ${rows[0].n.toLocaleString('en-US')} | ${(onSeed.graphql.rps / onSeed.rest.rps).toFixed(2)}, ${(onBulk.graphql.rps / onBulk.rest.rps).toFixed(2)} | | |
`);
  console.log(`
A page of 10 of ${rows[0].n.toLocaleString('en-US')} product licenses on PostgreSQL, filtered on the product's name and
sorted by ExpiredDate desc then OrderNumber, ${CONNECTIONS} connections for ${DURATION_S} s each (autocannon):

| path | requests/s | p50 latency | p97.5 latency |
|---|---|---|---|
| REST GetProductLicenses, direct (baseline) | ${rest.rps.toFixed(0)} | ${rest.p50} ms | ${rest.p975} ms |
| GraphQL productLicenses with customer and edition | ${graphql.rps.toFixed(0)} | ${graphql.p50} ms | ${graphql.p975} ms |
| ratio gateway / direct | ${(graphql.rps / rest.rps).toFixed(2)} | ${(graphql.p50 / Math.max(rest.p50, 1)).toFixed(2)} | ${(graphql.p975 / Math.max(rest.p975, 1)).toFixed(2)} |
| REST GetProductLicenses, one connection | ${restAlone.rps.toFixed(0)} | ${restAlone.p50} ms | ${restAlone.p975} ms |
`);
} finally {
  await stack.stop();
  await database.drop();
  rmSync(keyDir, { recursive: true, force: true });
}
