// The operators' view: Prometheus metrics on their own port (real HTTP), and the W3C trace id on
// every log line of a request, its SQL statements' too.
import { createServer } from 'node:net';
import { SENT_EMAIL_TYPE_NAMES } from '@licensing/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type LicensingApiOptions, loadConfig } from '../src/config.js';
import { enqueueMail } from '../src/mail/outbox.js';
import { type RunningLicensingApi, startLicensingApi } from '../src/server.js';
import { createTestApp, drivers, TEST_SCRYPT_N } from './helpers.js';

/** A port free now, for the metrics (0 turns them off, so the test cannot ask for any port). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The value of one sample of the Prometheus text, 0 when it is not there yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return 0;
}

/** licensing-api in memory, listening, with its metrics on a free port. */
const withMetrics = async (options: LicensingApiOptions) =>
  startLicensingApi({
    port: 0,
    dataDir: ':memory:',
    scryptN: TEST_SCRYPT_N,
    metrics: true,
    metricsPort: await freePort(),
    ...options,
  });

describe('metrics', () => {
  let api: RunningLicensingApi;
  const scrape = async () => {
    const response = await fetch(api.metricsUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    return response.text();
  };

  beforeAll(async () => {
    api = await withMetrics({
      // The outbox worker runs (and fails to deliver: nothing listens on port 1), every 50 ms.
      smtpUrl: 'smtp://127.0.0.1:1',
      mailPollMs: 50,
    });
  });
  afterAll(() => api?.close());

  it('counts requests by route pattern and status, with their latency, on a port of their own', async () => {
    expect(api.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const route = '/api/CustomerRequest/GetQuotePdf/{id}'.replace('{id}', ':id');
    const labels = { method: 'GET', route, status: '401' };
    const before = await scrape();
    for (const id of [1, 2, 3]) {
      const response = await fetch(`${api.url}/api/CustomerRequest/GetQuotePdf/${id}`);
      expect(response.status).toBe(401);
    }
    const after = await scrape();
    // One label for every id: the pattern, never the URL.
    expect(sample(after, 'licensing_api_http_requests_total', labels)).toBe(
      sample(before, 'licensing_api_http_requests_total', labels) + 3,
    );
    expect(after).not.toMatch(/GetQuotePdf\/[0-9]/);
    const count = { method: 'GET', route };
    expect(sample(after, 'licensing_api_http_request_duration_seconds_count', count)).toBe(
      sample(before, 'licensing_api_http_request_duration_seconds_count', count) + 3,
    );
    // A URL no route matches is one label, whatever it is.
    await fetch(`${api.url}/no/such/${Math.random()}`);
    expect(
      sample(await scrape(), 'licensing_api_http_requests_total', { route: '(unmatched)', status: '404' }),
    ).toBeGreaterThan(0);
    // Node's process metrics, and nothing on the API's own port.
    expect(after).toMatch(/^process_cpu_user_seconds_total /m);
    expect((await fetch(`${api.url}/metrics`)).status).toBe(404);
    expect((await fetch(api.metricsUrl!.replace('/metrics', '/other'))).status).toBe(404);
  });

  it("reads the outbox's backlog and oldest mail, the pool, the hub and the jobs' runs", async () => {
    const idle = { job: 'Outbox', outcome: 'idle' };
    await expect
      .poll(async () => sample(await scrape(), 'licensing_api_job_runs_total', idle))
      .toBeGreaterThan(0);
    const before = await scrape();
    expect(sample(before, 'licensing_api_outbox_backlog')).toBe(0);
    expect(sample(before, 'licensing_api_db_pool_clients', { state: 'total' })).toBe(1);
    expect(sample(before, 'licensing_api_hub_connections')).toBe(0);
    expect(before).toMatch(/^licensing_api_hub_connections 0$/m);

    await enqueueMail(api.db, {
      type: SENT_EMAIL_TYPE_NAMES.password,
      to: ['a@example.com'],
      subject: 'S',
      html: '<p>x</p>',
    });
    await api.db
      .updateTable('sent_emails')
      .set({ created_date: new Date(Date.now() - 60_000) })
      .execute();
    // Read by the very scrape (not the one before).
    expect(sample(await scrape(), 'licensing_api_outbox_backlog')).toBe(1);
    // The worker tries it, fails (no SMTP server) and leaves it pending for a later try.
    const tried = { job: 'Outbox', outcome: 'succeeded' };
    await expect.poll(async () => sample(await scrape(), 'licensing_api_job_runs_total', tried)).toBe(1);
    const after = await scrape();
    expect(sample(after, 'licensing_api_outbox_backlog')).toBe(1);
    expect(sample(after, 'licensing_api_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(60);
  });

  it('refuses a port that is taken', async () => {
    const taken = Number(new URL(api.metricsUrl!).port);
    const app = buildApp({ db: api.db, config: loadConfig({ metrics: true, metricsPort: taken }) });
    await expect(app.ready()).rejects.toThrow(`The metrics cannot listen on 127.0.0.1:${taken}`);
    await app.close();
  });
});

describe("periodic jobs' runs in the metrics", () => {
  let api: RunningLicensingApi;
  beforeAll(async () => {
    // Every job asks whether it is due every 50 ms (each runs once a period all the same).
    api = await withMetrics({ jobTickMs: 50 });
  });
  afterAll(() => api?.close());
  const runs = async (job: string, outcome: string) =>
    sample(await (await fetch(api.metricsUrl!)).text(), 'licensing_api_job_runs_total', { job, outcome });

  it('counts the hub pruning, and a run whose claim fails', async () => {
    await expect.poll(() => runs('Hub event pruning', 'idle')).toBe(1);
    // Claims fail without their table: each tick is counted as a failed run.
    await sql`alter table job_schedule rename to job_schedule_away`.execute(api.db);
    try {
      await expect.poll(() => runs('Hub event pruning', 'failed')).toBeGreaterThan(0);
    } finally {
      await sql`alter table job_schedule_away rename to job_schedule`.execute(api.db);
    }
    // Claimed once an hour: the pruning has not run again.
    expect(await runs('Hub event pruning', 'idle')).toBe(1);
  });
});

describe.each(drivers)('trace ids in the log ($name)', (driver) => {
  const lines: Record<string, unknown>[] = [];
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(driver, {
      config: { logger: true, logLevel: 'debug' },
      logStream: { write: (line) => lines.push(JSON.parse(line)) },
    });
  });
  afterAll(() => t?.close());

  const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
  const PARENT = '00f067aa0ba902b7';

  it("continues the caller's trace on every line of the request, its SQL statements too", async () => {
    // Metrics stay off unless asked: no second port for a test or a benchmark.
    expect(t.app.metrics).toBeNull();
    const headers = await t.authorize();
    lines.length = 0;
    const response = await t.app.inject({
      url: '/api/Products/GetProducts?Page=1&Count=5',
      headers: { ...headers, traceparent: `00-${TRACE}-${PARENT}-01` },
    });
    expect(response.statusCode).toBe(200);
    const ofTrace = lines.filter((line) => line.traceId === TRACE);
    expect(ofTrace.map((line) => line.msg)).toContain('request completed');
    const statements = ofTrace.filter((line) => line.msg === 'sql statement');
    expect(statements.some((line) => /from "products"/i.test(String(line.sql)))).toBe(true);
    // This hop's span is its own; no line of the request lacks the trace.
    expect(new Set(ofTrace.map((line) => line.spanId)).size).toBe(1);
    expect(ofTrace[0]!.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(ofTrace[0]!.spanId).not.toBe(PARENT);
    // Each line leads back to the caller's span (the gateway's lines name it).
    expect(ofTrace.every((line) => line.parentSpanId === PARENT)).toBe(true);
    expect(lines.filter((line) => line.reqId !== undefined && line.traceId !== TRACE)).toEqual([]);
  });

  it('starts a new trace when the traceparent is malformed', async () => {
    lines.length = 0;
    await t.app.inject({
      url: '/api/Products/GetProducts',
      headers: { traceparent: `00-${TRACE.toUpperCase()}-${PARENT}-01` },
    });
    const finished = lines.find((line) => line.msg === 'request completed');
    expect(finished?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(finished?.traceId).not.toBe(TRACE);
  });
});
