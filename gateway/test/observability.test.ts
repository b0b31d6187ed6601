// The operators' view of the gateway: Prometheus metrics on their own port (real HTTP), and the W3C
// traceparent it passes on to licensing-api.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseTraceparent } from '@licensing/domain';
import Fastify from 'fastify';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../src/index.js';
import { boundedLabel, traceHeaders, traceRequests, tracingChildLogger } from '../src/observability.js';
import { openPeer } from './graphql-ws-peer.js';
import { closedPortUrl, gql, sharedStack } from './helpers.js';

const freePort = async () => Number(new URL(await closedPortUrl()).port);

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

describe('metrics', () => {
  let metricsPort = 0;
  // Before sharedStack's beforeAll, which reads the port when it starts the stack.
  beforeAll(async () => {
    metricsPort = await freePort();
  });
  const stack = sharedStack(() => ({ gateway: { metrics: true, metricsPort } }));
  const scrape = async () => {
    const response = await request(stack.gateway.metricsUrl!);
    expect(response.statusCode).toBe(200);
    return response.body.text();
  };

  it('counts operations by name, REST calls by route and requests by route pattern, on a port of their own', async () => {
    expect(stack.gateway.metricsUrl).toBe(`http://127.0.0.1:${metricsPort}/metrics`);
    const before = await scrape();
    const PRODUCTS = 'query ProductsPage { products(page: 1, pageSize: 5) { totalCount } }';
    for (let i = 0; i < 2; i++) expect((await stack.query(PRODUCTS)).errors).toBeUndefined();
    const invalid = await stack.query('{ noSuchField }');
    expect(invalid.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const unauthenticated = await stack.query(
      'query Mine { products(page: 1, pageSize: 5) { totalCount } }',
      {},
      {},
    );
    expect(unauthenticated.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const exported = await request(`${stack.url}/export/products.csv`, {
      headers: { authorization: `Bearer ${stack.token}` },
    });
    expect(exported.statusCode).toBe(200);
    await exported.body.text();
    // Subscriptions count as operations too, refused or running.
    const peer = await openPeer(stack.wsUrl, stack.token);
    try {
      peer.subscribe('1', 'subscription TrialsLive { trialRequestCreated { firstName } }');
      peer.subscribe('2', 'subscription { nope }');
      await expect.poll(() => peer.messages('2').length).toBeGreaterThan(0);
      await expect.poll(async () => (await scrape()).includes('operation="TrialsLive"')).toBe(true);
    } finally {
      await peer.close();
    }
    const after = await scrape();

    const moved = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(
      moved('gateway_graphql_operations_total', { operation: 'ProductsPage', type: 'query', outcome: 'ok' }),
    ).toBe(2);
    expect(
      moved('gateway_graphql_operation_duration_seconds_count', { operation: 'ProductsPage', type: 'query' }),
    ).toBe(2);
    // A caller without a session does not name labels (anyone could spend them all).
    expect(
      moved('gateway_graphql_errors_total', { operation: '(no session)', code: 'UNAUTHENTICATED' }),
    ).toBe(1);
    expect(after).not.toContain('operation="Mine"');
    expect(
      moved('gateway_rest_calls_total', { method: 'GET', route: '/api/Products/GetProducts', status: '200' }),
    ).toBe(2);
    expect(
      moved('gateway_rest_call_duration_seconds_count', {
        method: 'GET',
        route: '/api/Products/GetProducts',
      }),
    ).toBe(2);
    expect(
      moved('gateway_graphql_operations_total', {
        operation: 'TrialsLive',
        type: 'subscription',
        outcome: 'ok',
      }),
    ).toBe(1);
    expect(
      moved('gateway_graphql_errors_total', { operation: '(unresolved)', code: 'GRAPHQL_VALIDATION_FAILED' }),
    ).toBe(2);
    // An export's call streams past the REST client, and is counted all the same.
    expect(
      moved('gateway_rest_calls_total', {
        method: 'GET',
        route: '/api/Products/ExportProducts',
        status: '200',
      }),
    ).toBe(1);
    expect(
      moved('gateway_http_requests_total', { method: 'POST', route: '/graphql', status: '200' }),
    ).toBeGreaterThanOrEqual(3);
    expect(after).toMatch(/^gateway_graphql_ws_subscriptions 0$/m);
    expect(after).toMatch(/^process_cpu_user_seconds_total /m);
    // Not on the public port.
    expect((await request(`${stack.url}/metrics`)).statusCode).toBe(404);
  });

  it('keeps caller-chosen labels bounded', () => {
    const label = boundedLabel(2, /^[A-Za-z]+$/, '(other)');
    expect(['One', 'Two', 'One', 'Three', 'bad name!'].map(label)).toEqual([
      'One',
      'Two',
      'One',
      '(other)',
      '(other)',
    ]);
  });
});

describe('traceparent to licensing-api', () => {
  /** A stand-in licensing-api that answers every call and keeps its headers. */
  const heard: IncomingHttpHeaders[] = [];
  let upstream: Server;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    upstream = createServer((incoming, response) => {
      heard.push(incoming.headers);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    gateway = await startGateway({
      port: 0,
      licensingApiUrl: `http://127.0.0.1:${port}`,
      webDistDir: '/nonexistent',
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await new Promise<void>((resolve) => upstream?.close(() => resolve()));
  });

  const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
  const PARENT = '00f067aa0ba902b7';
  const healthz = async (headers: Record<string, string>) => {
    heard.length = 0;
    expect((await request(`${gateway.url}/healthz`, { headers })).statusCode).toBe(200);
    expect(heard).toHaveLength(1);
    return heard[0]!;
  };

  it("passes on the caller's trace with a span of its own, and its tracestate", async () => {
    const sent = await healthz({ traceparent: `00-${TRACE}-${PARENT}-01`, tracestate: 'vendor=1' });
    const forwarded = parseTraceparent(sent.traceparent);
    expect(forwarded).toMatchObject({ traceId: TRACE, flags: '01' });
    expect(forwarded?.parentId).not.toBe(PARENT);
    expect(sent.tracestate).toBe('vendor=1');
    // Each request is a span of its own.
    const again = parseTraceparent((await healthz({ traceparent: `00-${TRACE}-${PARENT}-01` })).traceparent);
    expect(again?.traceId).toBe(TRACE);
    expect(again?.parentId).not.toBe(forwarded?.parentId);
  });

  it('starts a new trace without a traceparent, or instead of a malformed one', async () => {
    const fresh = parseTraceparent((await healthz({})).traceparent);
    expect(fresh?.traceId).toMatch(/^[0-9a-f]{32}$/);
    const malformed = parseTraceparent(
      (await healthz({ traceparent: `00-${TRACE}-${PARENT}-0` })).traceparent,
    );
    expect(malformed?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(malformed?.traceId).not.toBe(TRACE);
    expect(malformed?.traceId).not.toBe(fresh?.traceId);
  });

  it('a GraphQL operation sends its trace on every REST call it makes', async () => {
    heard.length = 0;
    await gql(
      gateway.url,
      '{ products(page: 1, pageSize: 5) { totalCount } }',
      {},
      {
        token: 'some-token',
        headers: { traceparent: `00-${TRACE}-${PARENT}-01` },
      },
    );
    // The session gate's token check, then the page (answered '{"status":"ok"}', so an error follows).
    expect(heard.length).toBeGreaterThanOrEqual(1);
    for (const headers of heard) expect(parseTraceparent(headers.traceparent)?.traceId).toBe(TRACE);
  });
});

describe("the gateway's log", () => {
  it("names the request's trace on its lines, the trace its REST calls send", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
      childLoggerFactory: tracingChildLogger,
    });
    traceRequests(app);
    app.post('/graphql', async (request) => {
      request.log.info('resolving');
      return traceHeaders();
    });
    const trace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ x }' },
      headers: { traceparent: `00-${trace}-00f067aa0ba902b7-01` },
    });
    const line = lines.find((logged) => logged.msg === 'resolving');
    expect(line).toMatchObject({
      traceId: trace,
      spanId: expect.stringMatching(/^[0-9a-f]{16}$/),
      parentSpanId: '00f067aa0ba902b7',
    });
    // Read after the body was parsed: the REST call made there is still in the trace, its parent
    // the span these lines name; the caller is told the trace and span in traceresponse.
    const sent = parseTraceparent(response.json().traceparent);
    expect(sent).toMatchObject({ traceId: trace, parentId: line?.spanId });
    expect(response.headers.traceresponse).toBe(`00-${trace}-${line?.spanId}-01`);
    await app.close();
  });
});
