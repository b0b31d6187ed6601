// The CSV export's memory (issue 29): products on PostgreSQL, the whole list exported straight from
// licensing-api and through the gateway, while the peak resident memory of each process is read
// from /proc (VmHWM, reset before each step through clear_refs). The baseline, measured in the
// same run, is pages of 100 products read one after the other; an export that held its rows would
// grow with them, a streamed one stays flat from 10,000 to all rows. Run by `npm run bench`, or
// alone with `node scripts/bench-export.mjs` after `npm run build`; prints a markdown table.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { writeKeyFiles } from './keys.mjs';
import { demoAdminToken, freshPostgresDatabase, startStack } from './stack.mjs';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const PAGES = 50;

const database = await freshPostgresDatabase(process.env.BENCH_DB_PREFIX ?? 'licensing_bench_export');
const keyDir = mkdtempSync(join(tmpdir(), 'licensing-bench-keys-'));
const stack = await startStack({
  env: {
    ...process.env,
    DATABASE_URL: database.url,
    ...(await writeKeyFiles(keyDir)),
    SEED_DEMO: '1',
    API_PORT: process.env.BENCH_API_PORT ?? '5293',
    GATEWAY_PORT: process.env.BENCH_GATEWAY_PORT ?? '4293',
    // Metrics off: several stacks at once must not share the default metrics ports.
    API_METRICS_PORT: '0',
    GATEWAY_METRICS_PORT: '0',
    GATEWAY_SESSION_RATE: '100000',
  },
  quiet: true,
});

/** Resident memory now and at its peak since the last reset, in MiB, of a process. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}
/** Resets the peak (clear_refs 5), so the next reading is of the next step alone. */
const resetPeak = (pid) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

/** Runs `step` and answers the peak resident memory of licensing-api and the gateway during it. */
async function peakDuring(step) {
  const { api, gateway } = stack.pids;
  global.gc?.();
  resetPeak(api);
  resetPeak(gateway);
  const started = performance.now();
  const result = await step();
  const seconds = (performance.now() - started) / 1000;
  return { api: memory(api).peak, gateway: memory(gateway).peak, seconds, ...result };
}

/** Reads an answer to its end as it streams, counting its bytes and lines, never keeping it. */
async function drain(url, headers) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { bytes, rows: lines - 1 };
}

try {
  const authorization = `Bearer ${await demoAdminToken(stack.apiUrl)}`;
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  await db.query(
    `insert into products (product_name, product_version)
     select 'Bench product ' || lpad(i::text, 6, '0') || ', "quoted" ' || repeat(md5(i::text), 5), 'v' || (i % 10)
     from generate_series(1, $1) as i`,
    [ROWS],
  );
  await db.query('analyze products');
  await db.end();

  const exportUrl = (base, path, query) => `${base}${path}?${new URLSearchParams(query)}`;
  const tenth = JSON.stringify([{ FieldName: 'ProductVersion', FilterValue: 'v3' }]);
  // Warm both processes up (JIT, connections) before anything is measured.
  await drain(exportUrl(stack.apiUrl, '/api/Products/ExportProducts', { Filters: tenth }), { authorization });
  for (let page = 1; page <= 5; page += 1)
    await drain(exportUrl(stack.apiUrl, '/api/Products/GetProducts', { Page: page, Count: 100 }), {
      authorization,
    });

  const idle = { api: memory(stack.pids.api).rss, gateway: memory(stack.pids.gateway).rss };
  const baseline = await peakDuring(async () => {
    let bytes = 0;
    for (let page = 1; page <= PAGES; page += 1)
      bytes += (
        await drain(exportUrl(stack.apiUrl, '/api/Products/GetProducts', { Page: page, Count: 100 }), {
          authorization,
        })
      ).bytes;
    return { bytes, rows: PAGES * 100 };
  });
  const someRest = await peakDuring(() =>
    drain(exportUrl(stack.apiUrl, '/api/Products/ExportProducts', { Filters: tenth }), { authorization }),
  );
  const allRest = await peakDuring(() =>
    drain(exportUrl(stack.apiUrl, '/api/Products/ExportProducts', {}), { authorization }),
  );
  const allGateway = await peakDuring(() =>
    drain(exportUrl(stack.gatewayUrl, '/export/products.csv', {}), { authorization }),
  );

  const mib = (value) => value.toFixed(1);
  const line = (label, run) =>
    `| ${label} | ${run.rows.toLocaleString('en-US')} | ${mib(run.bytes / 1024 / 1024)} | ${run.seconds.toFixed(2)} | ${mib(run.api)} | ${(run.api / baseline.api).toFixed(2)} | ${mib(run.gateway)} | ${(run.gateway / baseline.gateway).toFixed(2)} |`;
  console.log(`
### CSV export memory, ${ROWS.toLocaleString('en-US')} products on PostgreSQL

Idle resident memory before the steps: licensing-api ${mib(idle.api)} MiB, gateway ${mib(idle.gateway)} MiB.

| step | rows | MiB sent | seconds | licensing-api peak MiB | ratio | gateway peak MiB | ratio |
|---|---|---|---|---|---|---|---|
${line(`REST GetProducts, ${PAGES} pages of 100 one after another (baseline)`, baseline)}
${line('REST ExportProducts, a tenth of the rows (ProductVersion filter)', someRest)}
${line('REST ExportProducts, every row', allRest)}
${line('gateway /export/products.csv, every row', allGateway)}
`);
  const complete = allRest.rows >= ROWS;
  if (!complete || allGateway.rows !== allRest.rows) {
    console.error(`export incomplete: ${allRest.rows} and ${allGateway.rows} rows of ${ROWS}+`);
    process.exitCode = 1;
  }
} finally {
  await stack.stop();
  await database.drop();
  rmSync(keyDir, { recursive: true, force: true });
}
