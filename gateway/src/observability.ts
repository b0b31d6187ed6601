// What operators see of the gateway (README: Ports, Environment variables):
// - Prometheus metrics (prom-client) on a port of their own, never the public one: requests by
//   route pattern and status with their latency, the REST calls to licensing-api by route and
//   status with theirs, GraphQL operations by name, type and error code, graphql-ws connections and
//   subscriptions, the hub connections by state, and Node's process metrics. Label sets are bounded:
//   routes are patterns, and operation names and error codes are capped (a caller chooses them).
// - W3C trace context: each request continues the browser's or integrator's `traceparent`, or starts
//   a trace; its log lines carry the trace id, and every REST call it makes (rest/client.ts,
//   export.ts) sends licensing-api a traceparent of the same trace with a new span id, so one
//   request is followed browser → gateway → REST → SQL. Calls outside a request (a subscription's
//   hub relay) send none: licensing-api starts a trace of its own for them.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApolloServerPlugin } from '@apollo/server';
import { continueTrace, formatTraceparent, type TraceContext, traceLogBindings } from '@licensing/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
  HookHandlerDoneFunction,
} from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** The trace of the request being served now (entered by the hooks traceRequests adds). */
const traceStore = new AsyncLocalStorage<TraceContext>();
/** Each request's trace, from its logger's making to its hooks: a property on the request would change its shape. */
const traces = new WeakMap<IncomingMessage, TraceContext>();

/**
 * Fastify's childLoggerFactory with tracing on: the request's logger is made once, with its trace
 * ids bound, and the trace kept on the raw request for the hooks below.
 */
export const tracingChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
  raw,
) => {
  const trace = continueTrace(raw.headers.traceparent, raw.headers.tracestate);
  traces.set(raw, trace);
  return logger.child({ ...bindings, ...traceLogBindings(trace) }, options);
};

/**
 * Runs each request in its trace, so a REST call made anywhere while serving it (a resolver, the
 * session gate, /healthz) finds it. Entered again before validation: a parsed body's handler runs
 * from the request stream's events, in another async context (licensing-api's audit.ts does alike).
 */
export function traceRequests(app: FastifyInstance): void {
  const enter = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const trace = traces.get(request.raw);
    if (trace) traceStore.run(trace, done);
    else done();
  };
  app.addHook('onRequest', enter);
  app.addHook('preValidation', enter);
  // W3C Trace Context level 2: the caller (a browser, a script) learns the trace to quote.
  app.addHook('onSend', async (request, reply) => {
    const trace = traces.get(request.raw);
    if (trace) reply.header('traceresponse', formatTraceparent(trace, trace.spanId));
  });
}

/**
 * The headers a REST call sends within the current request's trace, its parent the gateway's span
 * (the one its log lines name); none outside a request.
 */
export function traceHeaders(): Record<string, string> {
  const trace = traceStore.getStore();
  if (!trace) return {};
  const headers: Record<string, string> = { traceparent: formatTraceparent(trace, trace.spanId) };
  if (trace.state) headers.tracestate = trace.state;
  return headers;
}

/** Seconds, from 5 ms to 10 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const UNMATCHED = '(unmatched)';
/** Distinct operation names and error codes counted; later ones share one label. */
const MAX_OPERATION_NAMES = 200;
const MAX_ERROR_CODES = 40;

/** A label whose values a caller chooses: kept when well-formed, up to `max` distinct ones; the rest are `other`. */
export function boundedLabel(max: number, pattern: RegExp, other: string) {
  const seen = new Set<string>();
  return (value: string): string => {
    if (seen.has(value)) return value;
    if (!pattern.test(value) || seen.size >= max) return other;
    seen.add(value);
    return value;
  };
}

/** What the subscriptions and the hub relay hold now (ws.ts), read at each scrape. */
export type LiveConnections = {
  sockets: number;
  subscriptions: number;
  /** The hub connections by their client state (Connected, Reconnecting…). */
  hub: Record<string, number>;
};

export type GatewayMetrics = ReturnType<typeof gatewayMetrics>;

/** The gateway's metrics and their registry; `listen` serves them. */
export function gatewayMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter<L>({ name, help, labelNames, registers: [registry] });
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Histogram<L>({ name, help, labelNames, buckets: LATENCY_BUCKETS, registers: [registry] });

  const requests = counter(
    'gateway_http_requests_total',
    'Requests answered, by method, route pattern and status.',
    ['method', 'route', 'status'],
  );
  const requestLatency = histogram(
    'gateway_http_request_duration_seconds',
    'Time to answer a request, by method and route pattern.',
    ['method', 'route'],
  );
  const restCalls = counter(
    'gateway_rest_calls_total',
    "Calls to licensing-api's REST API, by method, route and status ('unavailable': no answer).",
    ['method', 'route', 'status'],
  );
  const restLatency = histogram(
    'gateway_rest_call_duration_seconds',
    'Time a REST call to licensing-api took, waiting for a connection included, by method and route.',
    ['method', 'route'],
  );
  const operations = counter(
    'gateway_graphql_operations_total',
    "GraphQL operations over HTTP and graphql-ws, by operation name, type and outcome ('(anonymous)', '(unresolved)' when it never ran, '(no session)' without one, '(other)' past the cap).",
    ['operation', 'type', 'outcome'],
  );
  const operationLatency = histogram(
    'gateway_graphql_operation_duration_seconds',
    'Time to answer a GraphQL operation over HTTP (a subscription has none), by operation name and type.',
    ['operation', 'type'],
  );
  const errors = counter(
    'gateway_graphql_errors_total',
    'Errors answered to GraphQL operations, by operation name and extensions.code.',
    ['operation', 'code'],
  );

  let live: () => LiveConnections = () => ({ sockets: 0, subscriptions: 0, hub: {} });
  new Gauge({
    name: 'gateway_graphql_ws_connections',
    help: 'Open graphql-ws connections.',
    registers: [registry],
    collect() {
      this.set(live().sockets);
    },
  });
  new Gauge({
    name: 'gateway_graphql_ws_subscriptions',
    help: 'Subscriptions running over graphql-ws.',
    registers: [registry],
    collect() {
      this.set(live().subscriptions);
    },
  });
  new Gauge({
    name: 'gateway_hub_connections',
    help: "Connections to licensing-api's hub (one per subscribed session), by client state.",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [state, count] of Object.entries(live().hub)) this.set({ state }, count);
    },
  });

  const operationName = boundedLabel(MAX_OPERATION_NAMES, /^[_A-Za-z][_0-9A-Za-z]{0,99}$/, '(other)');
  const errorCode = boundedLabel(MAX_ERROR_CODES, /^[A-Z][A-Z0-9_]{0,63}$/, 'OTHER');

  /**
   * An operation's outcome, over HTTP or graphql-ws: `name` undefined when no operation was
   * resolved, null when it has none; only a signed-in caller's names take one of the labels
   * (anyone could spend them all).
   */
  const countOperation = (answer: {
    name: string | null | undefined;
    type: string | undefined;
    codes: readonly unknown[];
    signedIn: boolean;
    seconds?: number;
  }): void => {
    const { name, codes, signedIn, seconds } = answer;
    const label =
      name === undefined
        ? '(unresolved)'
        : name === null
          ? '(anonymous)'
          : signedIn
            ? operationName(name)
            : '(no session)';
    const type = answer.type ?? '(unresolved)';
    for (const code of codes) {
      errors.inc({ operation: label, code: typeof code === 'string' ? errorCode(code) : '(none)' });
    }
    operations.inc({ operation: label, type, outcome: codes.length > 0 ? 'error' : 'ok' });
    if (seconds !== undefined) operationLatency.observe({ operation: label, type }, seconds);
  };

  return {
    /** Counts every request by its route pattern (onResponse). */
    countRequests(app: FastifyInstance): void {
      app.addHook('onResponse', async (request, reply) => {
        const route = request.routeOptions.url ?? UNMATCHED;
        const { method } = request;
        requests.inc({ method, route, status: String(reply.statusCode) });
        requestLatency.observe({ method, route }, reply.elapsedTime / 1000);
      });
    },

    /** A REST call's outcome (rest/client.ts): its status, or null when it got no answer. */
    restCall(method: string, route: string, status: number | null, seconds: number): void {
      restCalls.inc({ method, route, status: status === null ? 'unavailable' : String(status) });
      restLatency.observe({ method, route }, seconds);
    },

    countOperation,

    /** Apollo Server's plugin counting operations and their errors' codes. */
    apolloPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
      return {
        async requestDidStart() {
          const started = performance.now();
          return {
            async willSendResponse({ operation, operationName: name, response, contextValue }) {
              const answered =
                response.body.kind === 'single' ? (response.body.singleResult.errors ?? []) : [];
              const signedIn =
                (contextValue as { token?: unknown }).token != null &&
                !answered.some((error) => error.extensions?.code === 'UNAUTHENTICATED');
              countOperation({
                name: operation ? (name ?? null) : undefined,
                type: operation?.operation,
                codes: answered.map((error) => error.extensions?.code),
                signedIn,
                seconds: (performance.now() - started) / 1000,
              });
            },
          };
        },
      };
    },

    /** Where the live connections are read from (ws.ts), once they exist. */
    watch(connections: () => LiveConnections): void {
      live = connections;
    },

    /** Serves GET /metrics on host:port; a port taken is an error at start. Answers the server and its URL. */
    async listen(host: string, port: number): Promise<{ server: Server; url: string }> {
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
            response
              .writeHead(500, { 'content-type': 'text/plain' })
              .end(`Metrics failed: ${String(error)}\n`),
        );
      });
      await new Promise<void>((resolve, reject) => {
        server.once('error', (error) =>
          reject(new Error(`The metrics cannot listen on ${host}:${port}: ${error.message}`)),
        );
        server.listen(port, host, resolve);
      });
      const address = server.address() as AddressInfo;
      const urlHost = address.address.includes(':') ? `[${address.address}]` : address.address;
      return { server, url: `http://${urlHost}:${address.port}/metrics` };
    },
  };
}
