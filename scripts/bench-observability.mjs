// `npm run bench` (after the others), or alone after `npm run build`: what the metrics and the trace
// context (issue 30) cost a request. One stack on a fresh database of the local PostgreSQL
// (BENCH_DATABASE_URL), restarted for each mode in alternating rounds (on, off, off, on…) so the
// drift of a shared machine touches both alike: "on" as main.js runs by default (metrics served,
// traceparent passed and logged), "off" with API_METRICS_PORT=0, GATEWAY_METRICS_PORT=0, TRACING=0.
// Each figure is the median of its rounds. Ports: BENCH_API_PORT (5296), BENCH_GATEWAY_PORT (4296),
// BENCH_API_METRICS_PORT (9296), BENCH_GATEWAY_METRICS_PORT (9297).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildApp,
  IN_MEMORY,
  loadConfig,
  migrateToLatest,
  openDatabase,
} from '../licensing-api/dist/index.js';
import { writeKeyFiles } from './keys.mjs';
import { CONNECTIONS, DURATION_S, measure, warmUp } from './load.mjs';
import {
  addPageOfProducts,
  demoAdminToken,
  freshPostgresDatabase,
  productPageCalls,
  startStack,
} from './stack.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORTS = {
  api: process.env.BENCH_API_PORT ?? '5296',
  gateway: process.env.BENCH_GATEWAY_PORT ?? '4296',
  apiMetrics: process.env.BENCH_API_METRICS_PORT ?? '9296',
  gatewayMetrics: process.env.BENCH_GATEWAY_METRICS_PORT ?? '9297',
};
const MODES = {
  on: { API_METRICS_PORT: PORTS.apiMetrics, GATEWAY_METRICS_PORT: PORTS.gatewayMetrics, TRACING: '1' },
  off: { API_METRICS_PORT: '0', GATEWAY_METRICS_PORT: '0', TRACING: '0' },
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const TICKS_PER_SECOND = 100; // Linux's USER_HZ

/** CPU ticks (user and system) process `pid` has spent; null without /proc. */
function ticksOf(pid) {
  if (!existsSync(`/proc/${pid}/stat`)) return null;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * One measured run, with the CPU per request (µs) of this stack's own two processes: load.mjs counts
 * every process named like ours, other stacks on a shared machine included.
 */
async function measureStack(call, pids) {
  const before = { api: ticksOf(pids.api), gateway: ticksOf(pids.gateway) };
  const result = await measure(call);
  const requests = result.rps * DURATION_S;
  const perRequest = (role) => {
    const after = ticksOf(pids[role]);
    if (after === null || before[role] === null) return null;
    return Math.round(((after - before[role]) * 1e6) / TICKS_PER_SECOND / requests);
  };
  return { ...result, cpu: { api: perRequest('api'), gateway: perRequest('gateway') } };
}

/**
 * The hooks alone, in-process: CPU per request of licensing-api answering 401 (every hook runs, no
 * SQL, no network) through app.inject, logging on at info as main.js does, off and on alternately.
 */
async function hookCost() {
  const handle = await openDatabase({ dataDir: IN_MEMORY });
  await migrateToLatest(handle.db);
  const N = 5000;
  const cost = { on: [], off: [] };
  try {
    for (let round = 0; round < Math.max(ROUNDS, 5); round++) {
      for (const mode of round % 2 === 0 ? ['on', 'off'] : ['off', 'on']) {
        const options =
          mode === 'on'
            ? { metrics: true, metricsPort: Number(PORTS.apiMetrics), tracing: true }
            : { metrics: false, tracing: false };
        const config = loadConfig({ logger: true, logLevel: 'info', ...options });
        const app = buildApp({ db: handle.db, config, logStream: { write() {} } });
        await app.ready();
        const call = { url: '/api/Products/GetProducts?Page=1&Count=10' };
        for (let i = 0; i < 1000; i++) await app.inject(call);
        const before = process.cpuUsage();
        for (let i = 0; i < N; i++) await app.inject(call);
        const spent = process.cpuUsage(before);
        cost[mode].push((spent.user + spent.system) / N);
        await app.close();
      }
    }
  } finally {
    await handle.close();
  }
  return { on: median(cost.on), off: median(cost.off) };
}
const hooks = await hookCost();

const dataDir = mkdtempSync(join(tmpdir(), 'licensing-bench-observability-'));
const database = await freshPostgresDatabase('licensing_bench_observability');
const baseEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: database.url,
  ...(await writeKeyFiles(dataDir)),
  SEED_DEMO: '1',
  API_PORT: PORTS.api,
  GATEWAY_PORT: PORTS.gateway,
  // One session is every client of the load test.
  GATEWAY_SESSION_RATE: '100000',
};

/** Milliseconds and bytes of one scrape of each service's /metrics, after the load. */
async function scrape() {
  const timed = async (port) => {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    const text = await response.text();
    if (!response.ok) throw new Error(`/metrics on ${port} answered ${response.status}`);
    return { ms: performance.now() - started, bytes: text.length };
  };
  return { api: await timed(PORTS.apiMetrics), gateway: await timed(PORTS.gatewayMetrics) };
}

const runs = { on: [], off: [] };
const scrapes = [];
let authorization;
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of round % 2 === 0 ? ['on', 'off'] : ['off', 'on']) {
      const stack = await startStack({ env: { ...baseEnv, ...MODES[mode] }, quiet: true });
      try {
        if (!authorization) {
          authorization = `Bearer ${await demoAdminToken(stack.apiUrl)}`;
          await addPageOfProducts(stack.apiUrl, authorization);
        }
        const { rest, graphql } = productPageCalls(stack, authorization);
        await warmUp(rest, graphql);
        runs[mode].push({
          rest: await measureStack(rest, stack.pids),
          graphql: await measureStack(graphql, stack.pids),
        });
        if (mode === 'on') scrapes.push(await scrape());
      } finally {
        await stack.stop();
      }
    }
  }
} finally {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

const figures = (mode, path) => {
  const of = (pick) => median(runs[mode].map((run) => pick(run[path])));
  return {
    rps: of((r) => r.rps),
    p50: of((r) => r.median),
    p99: of((r) => r.p99),
    cpu: runs[mode][0][path].cpu.api !== null && {
      gateway: of((r) => r.cpu.gateway),
      api: of((r) => r.cpu.api),
    },
  };
};
const row = (label, f) =>
  `| ${label} | ${f.rps.toFixed(0)} | ${f.p50} ms | ${f.p99} ms | ${f.cpu ? `${f.cpu.gateway} / ${f.cpu.api}` : 'n/a'} |`;
const ratio = (label, on, off) =>
  `| ${label} | ${(on.rps / off.rps).toFixed(2)} | ${(on.p50 / Math.max(off.p50, 0.1)).toFixed(2)} | ${(on.p99 / Math.max(off.p99, 1)).toFixed(2)} | ${
    on.cpu ? `${on.cpu.gateway - off.cpu.gateway} / ${on.cpu.api - off.cpu.api} µs` : 'n/a'
  } |`;
const restOn = figures('on', 'rest');
const restOff = figures('off', 'rest');
const graphqlOn = figures('on', 'graphql');
const graphqlOff = figures('off', 'graphql');
const medianScrape = (service, key) => median(scrapes.map((s) => s[service][key]));

console.log(`
Metrics and trace context on (as main.js runs) vs off (API_METRICS_PORT=0 GATEWAY_METRICS_PORT=0 TRACING=0):
a page of 10 products on PostgreSQL, ${CONNECTIONS} connections, medians of ${ROUNDS} alternating rounds of ${DURATION_S} s (autocannon):

| path, mode | requests/s | p50 latency | p99 latency | CPU per request, gateway / licensing-api |
|---|---|---|---|---|
${row('REST GetProducts direct, off', restOff)}
${row('REST GetProducts direct, on', restOn)}
${ratio('REST, on / off (CPU: on − off)', restOn, restOff)}
${row('GraphQL products via the gateway, off', graphqlOff)}
${row('GraphQL products via the gateway, on', graphqlOn)}
${ratio('GraphQL, on / off (CPU: on − off)', graphqlOn, graphqlOff)}

The hooks alone, in-process (licensing-api answering 401 through app.inject, medians of ${Math.max(ROUNDS, 5)} alternating rounds of 5,000): ${hooks.off.toFixed(1)} µs of CPU per request off, ${hooks.on.toFixed(1)} µs on (${(hooks.on - hooks.off).toFixed(1)} µs more).

One scrape after the load (medians): licensing-api ${medianScrape('api', 'ms').toFixed(1)} ms for ${(medianScrape('api', 'bytes') / 1024).toFixed(1)} KiB, gateway ${medianScrape('gateway', 'ms').toFixed(1)} ms for ${(medianScrape('gateway', 'bytes') / 1024).toFixed(1)} KiB.
`);
