// Starts licensing-api and the gateway as two processes talking real HTTP, builds what is
// missing first, and stops both on request. Used by `npm start`, the e2e suite and the benchmark.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { get } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs the build steps whose output is missing (a fresh clone has none). */
export function buildWhatIsMissing() {
  const need = (path) => !existsSync(join(root, path));
  const steps = [];
  const servicesMissing = [
    'licensing-api/dist/main.js',
    'gateway/dist/main.js',
    'gateway/dist/schema.graphql',
    'domain/dist/index.js',
  ].some(need);
  const webMissing = ['web/dist/index.html', 'web/dist/explorer.html'].some(need);
  if (servicesMissing || webMissing) steps.push(['run', 'codegen']);
  // The gateway's build also prints its schema to gateway/dist/schema.graphql.
  if (servicesMissing) steps.push(['exec', '--', 'tsc', '-b'], ['run', 'build', '-w', 'gateway']);
  if (webMissing) steps.push(['run', 'build', '-w', 'web']);
  for (const args of steps) {
    console.log(`> npm ${args.join(' ')}`);
    const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
  }
}

// Generous: a first start migrates and seeds, and a busy 2-core CI machine can be slow; a service
// that crashes is reported at once anyway, through its exit code.
const STARTUP_TIMEOUT_MS = 180_000;

/**
 * Whether `url` answers 2xx within 5 s. node:http, not fetch: fetch refuses the ports of the Fetch
 * standard's "bad ports" list (4190, the e2e gateway's, is one), whatever answers there.
 */
function answersOk(url) {
  return new Promise((resolve) => {
    const request = get(url, { timeout: 5_000 }, (response) => {
      response.resume();
      resolve(response.statusCode >= 200 && response.statusCode < 300);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

export async function waitForHealth(url, child, name, timeoutMs = STARTUP_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    if (await answersOk(`${url}/healthz`)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer ${url}/healthz within ${timeoutMs / 1000} s`);
}

function run(name, script, env, quiet, onUnexpectedExit) {
  const child = spawn(process.execPath, [join(root, script)], {
    cwd: root,
    env,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (child.stopping) return;
    console.error(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`})`);
    onUnexpectedExit();
  });
  return child;
}

export function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  child.stopping = true;
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts both services with the environment's configuration (API_PORT, GATEWAY_PORT, DATA_DIR,
 * DATABASE_URL, LICENSING_API_URL…) and resolves once both answer /healthz. `exited` resolves
 * when either service stops on its own.
 */
export async function startStack({ env = process.env, quiet = false } = {}) {
  const apiPort = env.API_PORT || '5080';
  const gatewayPort = env.GATEWAY_PORT || '4000';
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const childEnv = { ...env, API_PORT: apiPort, GATEWAY_PORT: gatewayPort };
  childEnv.LICENSING_API_URL ||= apiUrl;
  // The built services run as the Docker image runs them; graphql-js's development checks alone
  // cost the gateway about 8 % of its CPU per request. A caller's NODE_ENV wins.
  childEnv.NODE_ENV ||= 'production';

  let reportExit;
  const exited = new Promise((resolve) => {
    reportExit = resolve;
  });
  const api = run('licensing-api', 'licensing-api/dist/main.js', childEnv, quiet, reportExit);
  const children = [api];
  const stopAll = () => Promise.all(children.reverse().map(stop));
  try {
    await waitForHealth(apiUrl, api, 'licensing-api');
    const gateway = run('gateway', 'gateway/dist/main.js', childEnv, quiet, reportExit);
    children.push(gateway);
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    await waitForHealth(gatewayUrl, gateway, 'gateway');
    // The processes' ids: a benchmark reads their memory (/proc/<pid>/status).
    return { apiUrl, gatewayUrl, exited, stop: stopAll, pids: { api: api.pid, gateway: gateway.pid } };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** A new bearer token of the demo seed's administrator, signed in at licensing-api's `apiUrl`. */
export async function demoAdminToken(apiUrl) {
  const response = await fetch(`${apiUrl}/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: 'admin@example.com',
      password: 'Admin#2026',
      grant_type: 'password',
    }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return (await response.json()).access_token;
}

/**
 * The benchmarks' page of 10 products, over REST and over GraphQL, once `addPageOfProducts` has
 * added 12 (the demo seed has fewer than 10).
 */
export function productPageCalls(stack, authorization) {
  return {
    rest: { url: `${stack.apiUrl}/api/Products/GetProducts?Page=1&Count=10`, headers: { authorization } },
    graphql: {
      url: `${stack.gatewayUrl}/graphql`,
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query Bench { products(page: 1, pageSize: 10) { totalCount items { id name version } } }',
      }),
    },
  };
}

export async function addPageOfProducts(apiUrl, authorization) {
  for (let i = 1; i <= 12; i++) {
    const created = await fetch(`${apiUrl}/api/Products/CreateProduct`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        ProductName: `Bench product ${String(i).padStart(2, '0')}`,
        ProductVersion: `1.${i}`,
      }),
    });
    if (!created.ok) throw new Error(`CreateProduct answered ${created.status}`);
  }
}

/**
 * A fresh database `<prefix>_<random>` on the PostgreSQL server at `server` (for a benchmark, the
 * local one unless BENCH_DATABASE_URL names another), with `drop()` to remove it. The
 * licensing-api tests make theirs with it too.
 */
export async function freshPostgresDatabase(
  prefix,
  server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
) {
  const { default: pg } = await import('pg');
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const name = `${prefix}_${Math.random().toString(16).slice(2, 10)}`;
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
