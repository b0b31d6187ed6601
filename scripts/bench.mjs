// `npm run bench`: the cost of the gateway over a direct REST call (on a fresh database of the local
// PostgreSQL, BENCH_DATABASE_URL), and the size of the web client. Everything runs on loopback;
// figures are ratios against a baseline of the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUDGETS_KIB, kib, routeSizes } from './bundle-size.mjs';
import { writeKeyFiles } from './keys.mjs';
import { CONNECTIONS, CPU_ROLES, DURATION_S, measure, warmUp } from './load.mjs';
import {
  addPageOfProducts,
  demoAdminToken,
  freshPostgresDatabase,
  productPageCalls,
  startStack,
} from './stack.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The two calls measured in alternating rounds, so the drift of a shared machine touches both
 * alike; each figure is the median of its rounds.
 */
async function measurePair(first, second) {
  await warmUp(first, second);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) rounds.push([await measure(first), await measure(second)]);
  const medianOf = (pick) => median(rounds.map(pick));
  const figures = (index) => ({
    ...Object.fromEntries(['rps', 'p50', 'p99'].map((key) => [key, medianOf((r) => r[index][key])])),
    cpu:
      rounds[0][index].cpu &&
      Object.fromEntries(CPU_ROLES.map((role) => [role, medianOf((r) => r[index].cpu[role])])),
  });
  return [figures(0), figures(1)];
}

async function throughputFigures() {
  const dataDir = mkdtempSync(join(tmpdir(), 'licensing-bench-'));
  const database = await freshPostgresDatabase('licensing_bench');
  const stack = await startStack({
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      ...(await writeKeyFiles(dataDir)),
      SEED_DEMO: '1',
      API_PORT: '5291',
      GATEWAY_PORT: '4291',
      // Metrics off: several stacks at once must not share the default metrics ports.
      API_METRICS_PORT: '0',
      GATEWAY_METRICS_PORT: '0',
      // One session is every client of the load test.
      GATEWAY_SESSION_RATE: '100000',
    },
    quiet: true,
  });
  try {
    const authorization = `Bearer ${await demoAdminToken(stack.apiUrl)}`;
    await addPageOfProducts(stack.apiUrl, authorization);
    const { rest: restCall, graphql: graphqlCall } = productPageCalls(stack, authorization);
    // Under load (throughput), then one caller at a time: the latency the gateway's hop adds to a
    // request, without the queue a saturated machine puts in front of it.
    const [rest, graphql] = await measurePair(restCall, graphqlCall);
    const [restAlone, graphqlAlone] = await measurePair(
      { ...restCall, connections: 1 },
      { ...graphqlCall, connections: 1 },
    );
    return { rest, graphql, restAlone, graphqlAlone };
  } finally {
    await stack.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const bundle = routeSizes();
const { rest, graphql, restAlone, graphqlAlone } = await throughputFigures();

console.log(`
Page of 10 products on PostgreSQL, ${CONNECTIONS} connections, medians of ${ROUNDS} alternating rounds of ${DURATION_S} s, on loopback (autocannon):

| path | requests/s | p50 latency | p99 latency |
|---|---|---|---|
| REST GetProducts, direct (baseline) | ${rest.rps.toFixed(0)} | ${rest.p50} ms | ${rest.p99} ms |
| GraphQL products through the gateway | ${graphql.rps.toFixed(0)} | ${graphql.p50} ms | ${graphql.p99} ms |
| ratio gateway / direct | ${(graphql.rps / rest.rps).toFixed(2)} | ${(graphql.p50 / Math.max(rest.p50, 1)).toFixed(2)} | ${(graphql.p99 / Math.max(rest.p99, 1)).toFixed(2)} |
| REST GetProducts, one connection | ${restAlone.rps.toFixed(0)} | ${restAlone.p50} ms | ${restAlone.p99} ms |
| GraphQL products, one connection | ${graphqlAlone.rps.toFixed(0)} | ${graphqlAlone.p50} ms | ${graphqlAlone.p99} ms |
| gateway overhead, one connection | | +${graphqlAlone.p50 - restAlone.p50} ms | +${graphqlAlone.p99 - restAlone.p99} ms |

${
  rest.cpu
    ? `CPU per request under that load, µs (medians; /proc, user and system time):

| path | ${CPU_ROLES.join(' | ')} |
|---|${CPU_ROLES.map(() => '---').join('|')}|
| REST, direct | ${CPU_ROLES.map((role) => rest.cpu[role]).join(' | ')} |
| GraphQL through the gateway | ${CPU_ROLES.map((role) => graphql.cpu[role]).join(' | ')} |
`
    : ''
}
Gzipped JavaScript and CSS of the web client (scripts/bundle-size.mjs):

| what | size | budget |
|---|---|---|
| sign-in route (entry + sign-in screen and their imports) | ${kib(bundle.signIn)} | ${BUDGETS_KIB.signIn} KiB |
| largest route (${bundle.largest.route}, with the shell) | ${kib(bundle.largest.bytes)} | ${BUDGETS_KIB.route} KiB |
${bundle.parts.map(({ part, bytes }) => `| lazy part ${part}, over the shell | +${kib(bytes)} | |`).join('\n')}
| whole client (every chunk) | ${kib(bundle.whole)} | |
`);
