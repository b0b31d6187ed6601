// `npm run bench` (or alone, after `npm run build`): our gateway against a peer, Hive Gateway over
// licensing-api's own OpenAPI document (composed with @omnigraph/openapi, each nested object
// resolved by its REST call). Both serve the same stack on a fresh database of the local
// PostgreSQL; the peer lives in bench/hive, installed here, never in the product's dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeKeyFiles } from './keys.mjs';
import { CONNECTIONS, DURATION_S, measure, warmUp } from './load.mjs';
import { demoAdminToken, freshPostgresDatabase, root, startStack } from './stack.mjs';

const HIVE_PORT = '4295';
const hiveDir = join(root, 'bench/hive');
const bin = (name) => join(hiveDir, 'node_modules/.bin', name);

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** The same three pages in each gateway's schema, and how many items each answer holds. */
const QUERIES = [
  {
    name: 'page of 10 products (one REST call)',
    ours: 'query Bench { products(page: 1, pageSize: 10) { totalCount items { id name version } } }',
    hive: 'query Bench { GetProducts(Page: 1, Count: 10) { ... on GetProducts_200_response { TotalItems Data { ProductID ProductName ProductVersion } } } }',
    count: (data) => data.products?.items.length ?? data.GetProducts?.Data.length,
  },
  {
    name: '50 product editions with their product and line features',
    ours: 'query Bench { productEditions(page: 1, pageSize: 50) { totalCount items { id name code product { id name version } lines { quantity feature { id name label } } } } }',
    hive: 'query Bench { GetProductEditions(Page: 1, Count: 50) { ... on GetProductEditions_200_response { TotalItems Data { ProductEditionID ProductEditionName ProductEditionCode product { ... on GetProduct_200_response { ProductID ProductName ProductVersion } } ProductEditionDetail { Quantity feature { ... on GetFeature_200_response { Id Name Label } } } } } } }',
    count: (data) =>
      (data.productEditions?.items ?? data.GetProductEditions?.Data ?? []).filter(
        (edition) =>
          edition.product && (edition.lines ?? edition.ProductEditionDetail).every((line) => line.feature),
      ).length,
  },
  {
    name: '50 product licenses with customer, edition and plan',
    ours: 'query Bench { productLicenses(page: 1, pageSize: 50) { totalCount items { orderNumber customer { firstName lastName } edition { name code } plan { id name } } } }',
    hive: 'query Bench { GetProductLicenses(Page: 1, Count: 50) { ... on GetProductLicenses_200_response { TotalItems Data { OrderNumber customer { ... on GetCustomer_200_response { FirstName LastName } } edition { ... on GetProductEdition_200_response { ProductEditionName ProductEditionCode } } plan { ... on GetProductLicensePlans_200_response { Data { ID Name } } } } } } }',
    count: (data) =>
      (data.productLicenses?.items ?? data.GetProductLicenses?.Data ?? []).filter(
        (license) => license.customer && license.edition && license.plan,
      ).length,
  },
];

if (!existsSync(bin('hive-gateway'))) {
  console.log('> npm ci --prefix bench/hive (the peer, bench only)');
  run('npm', ['ci', '--prefix', hiveDir, '--no-audit', '--no-fund'], { cwd: root });
}

const work = mkdtempSync(join(tmpdir(), 'licensing-peer-'));
const database = await freshPostgresDatabase('licensing_peer');
const stack = await startStack({
  env: {
    ...process.env,
    DATA_DIR: work,
    DATABASE_URL: database.url,
    ...(await writeKeyFiles(work)),
    SEED_DEMO: '1',
    API_PORT: '5294',
    GATEWAY_PORT: '4294',
    // Metrics off: several stacks at once must not share the default metrics ports.
    API_METRICS_PORT: '0',
    GATEWAY_METRICS_PORT: '0',
    GATEWAY_SESSION_RATE: '100000',
  },
  quiet: true,
});
let hive;
try {
  const authorization = `Bearer ${await demoAdminToken(stack.apiUrl)}`;
  const rest = async (path, body) => {
    const response = await fetch(`${stack.apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  };
  // Full pages: 10 products (the seed has 3) and 50 editions (it has 12), each edition with lines.
  for (let i = 1; i <= 12; i++) {
    await rest('/api/Products/CreateProduct', { ProductName: `Peer product ${i}`, ProductVersion: `1.${i}` });
  }
  const seeded = await (
    await fetch(`${stack.apiUrl}/api/ProductEditions/GetProductEdition/1`, { headers: { authorization } })
  ).json();
  const lines = seeded.ProductEditionDetail.map(({ FeatureID, Quantity }) => ({ FeatureID, Quantity }));
  for (let i = 1; i <= 40; i++) {
    await rest('/api/ProductEditions/CreateProductEdition', {
      ProductID: seeded.ProductID,
      ProductEditionName: `Peer edition ${i}`,
      ProductEditionCode: `PEER${i}`,
      Price: 100 + i,
      PricePerMonth: 10,
      DisplayOrder: 10 + i,
      ActiveDate: '2025-01-01T00:00:00.000Z',
      ProductEditionDetail: lines,
    });
  }

  const supergraph = join(work, 'supergraph.graphql');
  run(bin('mesh-compose'), ['-o', supergraph], {
    cwd: hiveDir,
    env: { ...process.env, LICENSING_API_URL: stack.apiUrl },
  });
  hive = spawn(bin('hive-gateway'), ['supergraph', supergraph, '--port', HIVE_PORT], {
    cwd: hiveDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const hiveUrl = `http://127.0.0.1:${HIVE_PORT}/graphql`;
  const ourUrl = `${stack.gatewayUrl}/graphql`;
  const ask = async (url, query) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return response.json();
  };
  for (let tries = 0; ; tries++) {
    const answer = await ask(hiveUrl, '{ __typename }').catch(() => null);
    if (answer?.data) break;
    if (tries > 100) throw new Error('Hive Gateway did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const rows = [];
  for (const query of QUERIES) {
    const [ours, peer] = [await ask(ourUrl, query.ours), await ask(hiveUrl, query.hive)];
    if (ours.errors || peer.errors)
      throw new Error(`${query.name}: ${JSON.stringify(ours.errors ?? peer.errors)}`);
    const [oursCount, peerCount] = [query.count(ours.data), query.count(peer.data)];
    if (oursCount !== peerCount || oursCount === 0) {
      throw new Error(`${query.name}: ours answers ${oursCount} complete items, Hive ${peerCount}`);
    }
    const load = (url, text) => ({
      url,
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ query: text }),
    });
    const [oursLoad, peerLoad] = [load(ourUrl, query.ours), load(hiveUrl, query.hive)];
    // Hive's last, so ours is not measured while licensing-api still works off Hive's calls.
    await warmUp(peerLoad, oursLoad);
    rows.push({ query, ours: await measure(oursLoad), peer: await measure(peerLoad) });
  }

  const cell = ({ rps, p50, p99 }) => `${rps.toFixed(0)} | ${p50} ms | ${p99} ms`;
  console.log(`
The same pages through our gateway and through Hive Gateway (composed from licensing-api's
/openapi.json), on PostgreSQL, ${CONNECTIONS} connections for ${DURATION_S} s each (autocannon):

| query | ours req/s | ours p50 | ours p99 | Hive req/s (baseline) | Hive p50 | Hive p99 | ours / Hive |
|---|---|---|---|---|---|---|---|
${rows.map(({ query, ours, peer }) => `| ${query.name} | ${cell(ours)} | ${cell(peer)} | ${(ours.rps / peer.rps).toFixed(2)} |`).join('\n')}
`);
} finally {
  if (hive && hive.exitCode === null) {
    const exited = new Promise((resolve) => hive.once('exit', resolve));
    hive.kill('SIGTERM');
    await exited;
  }
  await stack.stop();
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}
