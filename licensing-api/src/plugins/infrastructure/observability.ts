// What operators see of the service (README: Ports, Environment variables):
// - Prometheus metrics (prom-client) on a port of their own, metricsPort on metricsHost (loopback by
//   default), never the API's port: requests by route pattern and status, their latency, the
//   outbox's backlog and oldest waiting mail, hub connections, job runs, the database pool, and
//   Node's process metrics. Counted only when served (config.metrics and a metricsPort).
// - W3C trace context: each request continues the caller's `traceparent` (the gateway's, or an
//   integrator's) or starts a trace, and every log line of the request carries its traceId and
//   spanId, its SQL statements' too (db/audit-context.ts), so one request is followed from the
//   browser through the gateway to the SQL. Off with config.tracing false.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { continueTrace, traceLogBindings } from '@licensing/domain';
import type { FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { poolStatsOf } from '../../db/database.js';
import type { JobRunListener } from '../../jobs/job-log.js';

export type ApiMetrics = {
  /** The metrics' address, e.g. http://127.0.0.1:9464/metrics. */
  url: string;
  /** Counts a background job's run (jobs/job-log.ts). */
  jobRun: JobRunListener;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** null when metrics are off. */
    metrics: ApiMetrics | null;
  }
}

/**
 * Fastify's childLoggerFactory with tracing on: the request's logger is made once, with its trace
 * ids bound, so every line of it (and of its SQL) names the trace.
 */
export const tracingChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
  raw,
) => {
  const trace = continueTrace(raw.headers.traceparent, raw.headers.tracestate);
  return logger.child({ ...bindings, ...traceLogBindings(trace) }, options);
};

/** Seconds, from 5 ms to 10 s: a page answers in milliseconds, a report or an export in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A request no route matched: one label, whatever its URL (the label set stays bounded). */
const UNMATCHED = '(unmatched)';

export default fp(
  async (app) => {
    const { metrics, metricsPort, metricsHost } = app.config;
    if (!metrics || metricsPort === 0) {
      app.decorate('metrics', null);
      return;
    }
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Counter({
      name: 'licensing_api_http_requests_total',
      help: 'Requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'licensing_api_http_request_duration_seconds',
      help: 'Time to answer a request, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const jobRuns = new Counter({
      name: 'licensing_api_job_runs_total',
      help: "Background jobs' runs, by job and outcome (succeeded; failed, in its claim or log line too; idle: nothing to do).",
      labelNames: ['job', 'outcome'] as const,
      registers: [registry],
    });
    // Registered (so read) before the outbox's query borrows a connection: the scrape's own use is not counted.
    new Gauge({
      name: 'licensing_api_db_pool_clients',
      help: "The database pool's clients: total open, idle among them, and borrowers waiting (PGlite: its one connection).",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStatsOf(app.db);
        if (!stats) return;
        for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
      },
    });

    // Read at scrape: one query on the outbox's (status, next_attempt_at) index, shared by its two
    // gauges (a scrape asks both at once).
    let outboxRead: Promise<{ waiting: number; age: number } | null> | null = null;
    const readOutbox = () => {
      outboxRead ??= sql<{ waiting: number; age: number | null }>`
        select count(*)::int as waiting, extract(epoch from now() - min(created_date))::float8 as age
        from sent_emails where status in ('pending', 'sending')`
        .execute(app.db)
        .then(
          ({ rows }) => ({ waiting: rows[0]?.waiting ?? 0, age: rows[0]?.age ?? 0 }),
          (error: unknown) => {
            // The database is down: no outbox figures, every other metric still answers.
            app.log.warn({ err: error }, 'metrics: the outbox could not be read');
            return null;
          },
        )
        .finally(() => {
          outboxRead = null;
        });
      return outboxRead;
    };
    new Gauge({
      name: 'licensing_api_outbox_backlog',
      help: 'Mails waiting in the outbox (pending or being sent).',
      registers: [registry],
      async collect() {
        const outbox = await readOutbox();
        if (outbox) this.set(outbox.waiting);
        else this.reset();
      },
    });
    new Gauge({
      name: 'licensing_api_outbox_oldest_pending_age_seconds',
      help: 'How long the oldest waiting mail has waited since it was queued; 0 when none waits.',
      registers: [registry],
      async collect() {
        const outbox = await readOutbox();
        if (outbox) this.set(outbox.age);
        else this.reset();
      },
    });
    new Gauge({
      name: 'licensing_api_hub_connections',
      help: "Open WebSocket connections to the hub (SignalR's /hub).",
      registers: [registry],
      collect() {
        this.set(app.hub.connections());
      },
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED;
      const { method } = request;
      requests.inc({ method, route, status: String(reply.statusCode) });
      latency.observe({ method, route }, reply.elapsedTime / 1000);
    });

    const server = await serveMetrics(registry, metricsHost, metricsPort);
    const address = server.address() as AddressInfo;
    const host = address.address.includes(':') ? `[${address.address}]` : address.address;
    app.decorate('metrics', {
      url: `http://${host}:${address.port}/metrics`,
      jobRun: (job, outcome) => jobRuns.inc({ job, outcome }),
    });
    app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
  },
  { name: 'observability', dependencies: ['database'] },
);

/** GET /metrics in Prometheus' text format on host:port; a port taken is an error at start. */
async function serveMetrics(registry: Registry, host: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'text/plain' })
        .end('Not found: the metrics are at /metrics.\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) =>
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`Metrics failed: ${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`The metrics cannot listen on ${host}:${port}: ${error.message}`)),
    );
    server.listen(port, host, resolve);
  });
  return server;
}
