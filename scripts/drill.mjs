// `npm run drill`: the reliability figures of docs/reliability.md, on loopback, with bounded loops.
//  1. crash: 200 concurrent writes of product editions (3 feature lines each) with a kill -9 of
//     licensing-api in the middle, on PGlite and on PostgreSQL (DRILL_DATABASE_URL, default the
//     local server): acknowledged writes lost, half-written editions.
//  2. outage: licensing-api stops under the gateway: time to a typed error, time to recover.
//  3. load: 20 clients x 20 s of mixed GraphQL traffic: errors, p50, p99.
//  4. fuzz: 5,000 hostile inputs to the REST API and the gateway: 5xx answers.
//  5. replicas: two of each service behind nginx, kill -9 of one of each (drill-replicas.mjs).
// Needs a build (npm run build); prints a Markdown table per part.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { printReplicaFigures, replicaDrill } from './drill-replicas.mjs';
import { writeKeyFiles } from './keys.mjs';
import { demoAdminToken, root } from './stack.mjs';

const API_PORT = Number(process.env.DRILL_API_PORT ?? 5391);
const GATEWAY_PORT = Number(process.env.DRILL_GATEWAY_PORT ?? 4391);
const API = `http://127.0.0.1:${API_PORT}`;
const GATEWAY = `http://127.0.0.1:${GATEWAY_PORT}`;
const PG_SERVER = process.env.DRILL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startService(script, env) {
  const child = spawn(process.execPath, [join(root, script)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitHealthy(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not start`);
}

function stopService(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill(signal);
  });
}

const signIn = () => demoAdminToken(API);

const json = (token) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

async function restGet(token, path) {
  const response = await fetch(`${API}${path}`, { headers: json(token) });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

// ——— 1. crash ———

async function crashRun(name, env) {
  const api = startService('licensing-api/dist/main.js', { ...env, API_PORT: String(API_PORT) });
  try {
    return await crashWrites(name, env, api);
  } finally {
    await stopService(api, 'SIGKILL');
  }
}

async function crashWrites(name, env, api) {
  await waitHealthy(API, api);
  const token = await signIn();
  // A product with three features: each edition gets three lines (switches hold 1 or 0).
  const all = (await restGet(token, '/api/Features/GetFeatures?GetAll=true')).Data;
  const productId = all.find((f) => all.filter((g) => g.ProductID === f.ProductID).length >= 3)?.ProductID;
  if (productId === undefined) throw new Error('the drill needs a product with 3 features');
  const features = all.filter((feature) => feature.ProductID === productId).slice(0, 3);
  const quantity = (feature, i) => (feature.FeatureDataType === 'BOOLEAN' ? i % 2 : i);
  const tag = randomBytes(4).toString('hex');
  const acknowledged = [];
  let attempted = 0;
  const write = async (i) => {
    attempted += 1;
    try {
      const response = await fetch(`${API}/api/ProductEditions/CreateProductEdition`, {
        method: 'POST',
        headers: json(token),
        body: JSON.stringify({
          ProductID: productId,
          ProductEditionName: `Drill ${tag} ${i}`,
          ProductEditionCode: `DRILL-${tag}-${i}`,
          Price: 1,
          PricePerMonth: 1,
          ProductEditionDetail: features.map((f) => ({ FeatureID: f.Id, Quantity: quantity(f, i) })),
        }),
      });
      if (response.ok) acknowledged.push(await response.json());
    } catch {
      // refused by the kill: not acknowledged
    }
  };
  const writes = Array.from({ length: 200 }, (_, i) => write(i));
  // Kill once about half are acknowledged (bounded: at most 10 s of waiting).
  for (let waited = 0; acknowledged.length < 100 && waited < 10_000; waited += 5) await sleep(5);
  await stopService(api, 'SIGKILL');
  await Promise.all(writes);

  const restarted = startService('licensing-api/dist/main.js', { ...env, API_PORT: String(API_PORT) });
  try {
    await waitHealthy(API, restarted);
    return await countStored(name, tag, attempted, acknowledged);
  } finally {
    await stopService(restarted);
  }
}

async function countStored(name, tag, attempted, acknowledged) {
  const token2 = await signIn();
  // Page by page: a list answers at most 100 rows at a time.
  const stored = [];
  for (let page = 1; ; page += 1) {
    const search = encodeURIComponent(`Drill ${tag}`);
    const { Data } = await restGet(
      token2,
      `/api/ProductEditions/GetProductEditions?Page=${page}&Count=100&Search=${search}`,
    );
    stored.push(...Data);
    if (Data.length < 100) break;
  }
  const storedIds = new Set(stored.map((edition) => edition.ProductEditionID));
  const lost = acknowledged.filter((id) => !storedIds.has(id)).length;
  const halfWritten = stored.filter((edition) => edition.ProductEditionDetail.length !== 3).length;
  return { name, attempted, acknowledged: acknowledged.length, stored: stored.length, lost, halfWritten };
}

async function crashFigures() {
  const rows = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'licensing-drill-'));
  try {
    rows.push(await crashRun('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const database = `licensing_drill_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`create database ${database}`);
  // On PostgreSQL the keys are files licensing-api is given (config.ts), kept across the restart.
  const keyDir = mkdtempSync(join(tmpdir(), 'licensing-drill-keys-'));
  try {
    const url = new URL(PG_SERVER);
    url.pathname = `/${database}`;
    const keys = await writeKeyFiles(keyDir);
    rows.push(await crashRun('PostgreSQL', { DATABASE_URL: url.toString(), SEED_DEMO: '1', ...keys }));
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    rmSync(keyDir, { recursive: true, force: true });
  }
  return rows;
}

// ——— 2 and 3: through the gateway ———

async function gql(token, query, variables = {}) {
  const started = performance.now();
  const response = await fetch(`${GATEWAY}/graphql`, {
    method: 'POST',
    headers: json(token),
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  return { ms: performance.now() - started, status: response.status, body };
}

const PRODUCTS = '{ products(pageSize: 10) { totalCount items { id name } } }';

async function outageFigures(token, api, env) {
  await stopService(api, 'SIGKILL');
  const stopped = performance.now();
  const failed = await gql(token, PRODUCTS);
  const code = failed.body.errors?.[0]?.extensions?.code;
  const typedErrorMs = performance.now() - stopped;
  const restarted = startService('licensing-api/dist/main.js', env);
  const restarting = performance.now();
  let recoveredMs = null;
  for (let i = 0; i < 1200; i += 1) {
    const answer = await gql(token, PRODUCTS).catch(() => null);
    if (answer?.body.data?.products) {
      recoveredMs = performance.now() - restarting;
      break;
    }
    await sleep(50);
  }
  return { result: { code, typedErrorMs, recoveredMs }, api: restarted };
}

function percentile(sorted, p) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function loadFigures(clients = 20, seconds = 20) {
  // A session each, as 20 people or scripts would have (the gateway budgets requests per session).
  const tokens = [];
  for (let client = 0; client < clients; client += 1) tokens.push(await signIn());
  const operations = [
    (token) => gql(token, PRODUCTS),
    (token) => gql(token, '{ customers(pageSize: 10, search: "a") { totalCount items { id code email } } }'),
    (token) =>
      gql(
        token,
        '{ productEditions(pageSize: 20) { items { id name product { name } lines { quantity feature { label } } } } }',
      ),
    async (token) => {
      const created = await gql(
        token,
        'mutation($input: ProductInput!) { createProduct(input: $input) { id } }',
        { input: { name: `Load ${randomBytes(3).toString('hex')}`, version: '1' } },
      );
      const id = created.body.data?.createProduct?.id;
      if (!id) return created;
      return gql(token, 'mutation($id: ID!) { deleteProduct(id: $id) }', { id });
    },
  ];
  const latencies = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = client; Date.now() < end; i += 1) {
        const answer = await operations[i % operations.length](tokens[client]).catch(() => null);
        if (answer?.status !== 200 || answer.body.errors) errors += 1;
        else latencies.push(answer.ms);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length + errors,
    errors,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

// ——— 4. fuzz ———

const HOSTILE = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1',
  '0',
  '1.5',
  '0x1',
  '1e0',
  '01',
  'true',
  'null',
  '"1"',
  '[1]',
  '{}',
  '99999999999999999999',
  "' or 1=1 --",
  '%',
  '_',
  '\\',
  'x'.repeat(20_000),
  '𝕏',
  '<script>alert(1)</script>',
  '[{"FieldName":"ProductName","Type":"up"}]',
  '[{"FieldName":"\\u0000","FilterValue":"1"}]',
  '[{"FieldName":"ProductID","FilterValue":"1,x"}]',
];

function fuzzCase(i, seed) {
  const pick = (list) => list[(i * 7919 + seed) % list.length];
  const value = pick(HOSTILE);
  const other = HOSTILE[(i * 104_729 + seed) % HOSTILE.length];
  const lists = ['/api/Products/GetProducts', '/api/Customer/GetCustomers', '/api/Addon/GetAllAddons'];
  const params = ['Page', 'Count', 'Search', 'GetAll', 'MultipleOrders', 'Filters'];
  switch (i % 6) {
    case 0:
      return { method: 'GET', path: `${pick(lists)}?${pick(params)}=${encodeURIComponent(value)}` };
    case 1:
      return { method: 'GET', path: `/api/Products/GetProduct/${encodeURIComponent(value)}` };
    case 2:
      return { method: 'DELETE', path: `/api/Customer/DeleteCustomer/${encodeURIComponent(value)}x` };
    case 3:
      return {
        method: 'POST',
        path: '/api/Products/CreateProduct',
        body: `{"ProductName":${JSON.stringify(value)},"ProductVersion":${JSON.stringify(other)}}`,
      };
    case 4:
      return { method: 'POST', path: '/api/Products/CreateProduct', body: value };
    default:
      return {
        method: 'GRAPHQL',
        query: 'query($s: String, $p: Int) { customers(search: $s, page: $p) { totalCount } }',
        variables: { s: value, p: Number.parseInt(other, 10) || 1 },
      };
  }
}

async function fuzzFigures(token, count = 5000) {
  let fiveHundreds = 0;
  const examples = [];
  for (let i = 0; i < count; i += 1) {
    const test = fuzzCase(i, 17);
    let status;
    if (test.method === 'GRAPHQL') {
      status = (await gql(token, test.query, test.variables)).status;
    } else {
      const response = await fetch(`${API}${test.path}`, {
        method: test.method,
        headers: json(token),
        ...(test.body !== undefined ? { body: test.body } : {}),
      });
      status = response.status;
      await response.arrayBuffer();
    }
    if (status >= 500) {
      fiveHundreds += 1;
      if (examples.length < 5) examples.push(`${status} ${test.method} ${test.path ?? test.query}`);
    }
  }
  return { count, fiveHundreds, examples };
}

// ——— main ———

const table = (header, rows) =>
  [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
const ms = (value) => (value === null ? 'never' : `${Math.round(value)} ms`);

// `npm run drill -- replicas` runs the replica drill alone.
if (process.argv[2] === 'replicas') {
  printReplicaFigures(await replicaDrill());
  process.exit(0);
}

const crash = await crashFigures();
console.log('\n## Crash safety (kill -9 of licensing-api during 200 concurrent writes)\n');
console.log(
  table(
    [
      'database',
      'writes sent',
      'acknowledged',
      'stored after restart',
      'acknowledged lost',
      'half-written editions',
    ],
    crash.map((r) => [r.name, r.attempted, r.acknowledged, r.stored, r.lost, r.halfWritten]),
  ),
);

const dataDir = mkdtempSync(join(tmpdir(), 'licensing-drill-'));
// Metrics off: several stacks at once must not share the default metrics ports.
const apiEnv = { DATA_DIR: dataDir, DATABASE_URL: '', API_PORT: String(API_PORT), API_METRICS_PORT: '0' };
let api = startService('licensing-api/dist/main.js', apiEnv);
await waitHealthy(API, api);
const gateway = startService('gateway/dist/main.js', {
  GATEWAY_PORT: String(GATEWAY_PORT),
  GATEWAY_METRICS_PORT: '0',
  LICENSING_API_URL: API,
});
try {
  await waitHealthy(GATEWAY, gateway);
  const token = await signIn();
  const outage = await outageFigures(token, api, apiEnv);
  api = outage.api;
  await waitHealthy(API, api);
  console.log('\n## Outage of licensing-api under the gateway\n');
  console.log(
    table(
      ['error code', 'time to the typed error', 'time to recover after restart'],
      [[outage.result.code, ms(outage.result.typedErrorMs), ms(outage.result.recoveredMs)]],
    ),
  );

  const load = await loadFigures();
  console.log('\n## 20 clients x 20 s of mixed GraphQL traffic\n');
  console.log(
    table(['operations', 'errors', 'p50', 'p99'], [[load.requests, load.errors, ms(load.p50), ms(load.p99)]]),
  );

  const fuzz = await fuzzFigures(token);
  console.log('\n## Fuzzed inputs\n');
  console.log(table(['inputs', '5xx answers'], [[fuzz.count, fuzz.fiveHundreds]]));
  for (const example of fuzz.examples) console.log(`- ${example}`);
} finally {
  await stopService(gateway);
  await stopService(api);
  rmSync(dataDir, { recursive: true, force: true });
}

printReplicaFigures(await replicaDrill());
