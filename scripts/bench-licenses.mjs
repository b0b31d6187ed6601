// The license list at scale (issues 11 and 28): 1,000,000 product licenses over three years on
// PostgreSQL (scripts/bench-data.mjs), a page with a filter and a two-column sort, straight from
// licensing-api (baseline) and through the gateway with each license's customer and edition; the
// home dashboard (issue 14) on the demo seed and on the million; then each path with one caller
// (issue 28's targets): the dashboard from its rollups against the full aggregation it replaced,
// the filtered and sorted page and the free-text search against a plain first page. Run by
// `npm run bench` after bench.mjs; prints markdown tables. BENCH_API_PORT, BENCH_GATEWAY_PORT and
// BENCH_DB_PREFIX keep runs side by side apart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../licensing-api/dist/index.js';
import { dashboard as dashboardFromRollups } from '../licensing-api/dist/modules/reports/dashboard.js';
import { dashboardByScan } from '../licensing-api/dist/modules/reports/dashboard-scan.js';
import { buildLicenseData } from './bench-data.mjs';
import { writeKeyFiles } from './keys.mjs';
import { CONNECTIONS, DURATION_S, measure, warmUp } from './load.mjs';
import { demoAdminToken, freshPostgresDatabase, startStack } from './stack.mjs';

const LICENSES = Number(process.env.BENCH_LICENSES ?? 1_000_000);
/** Runs of each in-process dashboard query, after as many unmeasured. */
const DASHBOARD_RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 30);

const database = await freshPostgresDatabase(process.env.BENCH_DB_PREFIX ?? 'licensing_bench');
const keyDir = mkdtempSync(join(tmpdir(), 'licensing-bench-keys-'));
const stack = await startStack({
  env: {
    ...process.env,
    DATABASE_URL: database.url,
    ...(await writeKeyFiles(keyDir)),
    SEED_DEMO: '1',
    API_PORT: process.env.BENCH_API_PORT ?? '5292',
    GATEWAY_PORT: process.env.BENCH_GATEWAY_PORT ?? '4292',
    // Metrics off: several stacks at once must not share the default metrics ports.
    API_METRICS_PORT: '0',
    GATEWAY_METRICS_PORT: '0',
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

  // The demo seed's licenses, and as many more as it takes, with customers, orders and trial requests.
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const buildStart = performance.now();
  const built = await buildLicenseData(db, LICENSES);
  const buildSeconds = (performance.now() - buildStart) / 1000;
  const rows = [{ n: built.licenses }];
  // What the search asks: ten customers' surnames (a dozen customers each), ten customers' e-mail
  // addresses before the @ (one customer each) and ten order numbers but their last digit (each
  // the start of eleven), drawn once.
  const { rows: surnames } = await db.query(
    `select last_name as text from customers where email like '%.example.com' order by md5(id::text) limit 10`,
  );
  const { rows: orders } = await db.query(
    `select left(order_number, -1) as text from product_licenses where order_number like 'BENCH-%'
     order by md5(id::text) limit 10`,
  );
  const { rows: emails } = await db.query(
    `select split_part(email, '@', 1) as text from customers where email like '%.example.com'
     order by md5(id::text || 'e') limit 10`,
  );
  await db.end();
  const searchTexts = [...surnames, ...emails, ...orders].map(({ text }) => text);

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

  // One caller (issue 28's targets), each path against its baseline measured here too.
  const alone = (call) => measure({ ...call, connections: 1 });
  const dashboardAlone = {
    rest: await alone(dashboardCalls.rest),
    graphql: await alone(dashboardCalls.graphql),
  };
  const listPath = '/api/ProductLicenses/GetProductLicenses';
  const firstPageCall = { url: `${stack.apiUrl}${listPath}?Page=1&Count=10`, headers: { authorization } };
  const searchCall = {
    url: stack.apiUrl,
    headers: { authorization },
    requests: searchTexts.map((text) => ({
      method: 'GET',
      path: `${listPath}?${new URLSearchParams({ Page: '1', Count: '10', Search: text })}`,
    })),
  };
  await warmUp(firstPageCall, searchCall);
  const firstPageAlone = await alone(firstPageCall);
  const filteredAlone = await alone(restCall);
  const searchAlone = await alone(searchCall);
  // What the search finds: each text's TotalItems.
  let searchFound = 0;
  for (const { path } of searchCall.requests) {
    const answer = await fetch(`${stack.apiUrl}${path}`, { headers: { authorization } });
    searchFound += (await answer.json()).TotalItems;
  }

  // The dashboard's queries in-process, one at a time: the rollups against the full aggregation.
  const handle = await openDatabase({ databaseUrl: database.url });
  const timed = async (run) => {
    const times = [];
    for (let index = 0; index < DASHBOARD_RUNS * 2; index++) {
      const start = performance.now();
      await run(handle.db, year);
      if (index >= DASHBOARD_RUNS) times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
  };
  const scanMedian = await timed(dashboardByScan);
  const rollupMedian = await timed(dashboardFromRollups);
  const sameAnswer =
    JSON.stringify(await dashboardByScan(handle.db, year)) ===
    JSON.stringify(await dashboardFromRollups(handle.db, year));
  await handle.close();

  const row = (label, figures) =>
    `| ${label} | ${figures.rps.toFixed(0)} | ${figures.p50} ms | ${figures.p975} ms |`;
  console.log(`
The home dashboard of ${year} (every chart, read from its rollups), ${CONNECTIONS} connections for ${DURATION_S} s each:

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
  const n = rows[0].n.toLocaleString('en-US');
  const alike = (label, figures) =>
    `| ${label} | ${figures.rps.toFixed(0)} | ${figures.median} ms | ${figures.p95} ms | ${figures.p975} ms |`;
  const ratio = (figures, baseline) =>
    `${(figures.median / baseline.median).toFixed(2)} | ${(figures.p95 / baseline.p95).toFixed(2)}`;
  console.log(`
Issue 28, one caller (one connection, a request at a time) for ${DURATION_S} s each, on ${n} product licenses,
${built.customers.toLocaleString('en-US')} customers, ${built.orders.toLocaleString('en-US')} orders and ${built.trials.toLocaleString('en-US')} trial requests over three years, built in ${buildSeconds.toFixed(0)} s:

| path | requests/s | p50 | p95 | p97.5 (whole ms) |
|---|---|---|---|---|
${alike(`REST GetDashboard/${year}, from the rollups`, dashboardAlone.rest)}
${alike(`GraphQL dashboard(year: ${year})`, dashboardAlone.graphql)}
${alike('REST first page of 10, no filter, default sort (baseline)', firstPageAlone)}
${alike('REST page of 10, ProductName filter, ExpiredDate desc then OrderNumber', filteredAlone)}
${alike(`REST page of 10, Search (${searchTexts.length} texts in turn: surnames, e-mail addresses, order numbers)`, searchAlone)}

| ratio | p50 | p95 |
|---|---|---|
| filtered and sorted page / first page | ${ratio(filteredAlone, firstPageAlone)} |
| search / first page | ${ratio(searchAlone, firstPageAlone)} |

The dashboard's queries of ${year} in-process (Kysely over pg), one at a time, median of ${DASHBOARD_RUNS} after ${DASHBOARD_RUNS} unmeasured:
full aggregation of the rows (baseline) ${scanMedian.toFixed(1)} ms, rollups ${rollupMedian.toFixed(2)} ms, ratio ${(scanMedian / rollupMedian).toFixed(0)}x;
same answer: ${sameAnswer ? 'yes' : 'NO'}. The search texts find ${searchFound.toLocaleString('en-US')} licenses in all (TotalItems).
`);
  if (!sameAnswer) process.exitCode = 1;
} finally {
  await stack.stop();
  await database.drop();
  rmSync(keyDir, { recursive: true, force: true });
}
