// `npm run bench`: the cost of the gateway over a direct REST call, and the size of the web
// client. Everything runs on loopback; figures are ratios against a baseline of the same run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { root, startStack } from './stack.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function measure(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx || result.errors) {
        return reject(new Error(`${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      }
      resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

async function throughputFigures() {
  const dataDir = mkdtempSync(join(tmpdir(), 'licensing-bench-'));
  const stack = await startStack({
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      API_PORT: '5291',
      GATEWAY_PORT: '4291',
      // One session is every client of the load test.
      GATEWAY_SESSION_RATE: '100000',
    },
    quiet: true,
  });
  try {
    const login = await fetch(`${stack.apiUrl}/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username: 'admin@example.com',
        password: 'Admin#2026',
        grant_type: 'password',
      }),
    });
    const { access_token: token } = await login.json();
    const authorization = `Bearer ${token}`;
    // A full page: the demo seed has fewer than 10 products.
    for (let i = 1; i <= 12; i++) {
      const created = await fetch(`${stack.apiUrl}/api/Products/CreateProduct`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          ProductName: `Bench product ${String(i).padStart(2, '0')}`,
          ProductVersion: `1.${i}`,
        }),
      });
      if (!created.ok) throw new Error(`CreateProduct answered ${created.status}`);
    }

    const rest = await measure({
      url: `${stack.apiUrl}/api/Products/GetProducts?Page=1&Count=10`,
      headers: { authorization },
    });
    const graphql = await measure({
      url: `${stack.gatewayUrl}/graphql`,
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query Bench { products(page: 1, pageSize: 10) { totalCount items { id name version } } }',
      }),
    });
    return { rest, graphql };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Gzipped bytes of a manifest chunk and everything it imports statically, each file once. */
function gzippedClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return sumGzip([...seen]);
}

function sumGzip(files) {
  return files
    .filter((file) => file.endsWith('.js'))
    .reduce((total, file) => total + gzipSync(readFileSync(join(root, 'web/dist', file))).length, 0);
}

function bundleFigures() {
  const manifest = JSON.parse(readFileSync(join(root, 'web/dist/.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const signIn = Object.keys(manifest).filter((key) => /signin/i.test(key) && manifest[key].isDynamicEntry);
  if (signIn.length === 0) throw new Error('no lazy sign-in chunk in the web manifest');
  const allFiles = new Set(Object.values(manifest).map((chunk) => chunk.file));
  return { signIn: gzippedClosure(manifest, [...entry, ...signIn]), whole: sumGzip([...allFiles]) };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const bundle = bundleFigures();
const { rest, graphql } = await throughputFigures();

console.log(`
Page of 10 products, ${CONNECTIONS} connections for ${DURATION_S} s each, on loopback (autocannon):

| path | requests/s | p50 latency | p99 latency |
|---|---|---|---|
| REST GetProducts, direct (baseline) | ${rest.rps.toFixed(0)} | ${rest.p50} ms | ${rest.p99} ms |
| GraphQL products through the gateway | ${graphql.rps.toFixed(0)} | ${graphql.p50} ms | ${graphql.p99} ms |
| ratio gateway / direct | ${(graphql.rps / rest.rps).toFixed(2)} | ${(graphql.p50 / Math.max(rest.p50, 1)).toFixed(2)} | ${(graphql.p99 / Math.max(rest.p99, 1)).toFixed(2)} |

Gzipped JavaScript of the web client:

| what | size | share of whole |
|---|---|---|
| sign-in route (entry + sign-in chunk and their imports) | ${kib(bundle.signIn)} | ${((bundle.signIn / bundle.whole) * 100).toFixed(0)} % |
| whole client (every chunk, baseline) | ${kib(bundle.whole)} | 100 % |
`);
