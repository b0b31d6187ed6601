import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GraphQLError, getIntrospectionQuery } from 'graphql';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFormatError } from '../src/errors.js';
import { type Gateway, startGateway } from '../src/index.js';
import { ADMIN, closedPortUrl, expectNoInternals, gql, SIGN_IN, sharedStack } from './helpers.js';

describe('query limits, CSRF and errors (against the real licensing-api)', () => {
  const stack = sharedStack();
  /** A second gateway on the same licensing-api, with a lower depth limit. */
  let strict: Gateway;
  beforeAll(async () => {
    strict = await startGateway({
      port: 0,
      licensingApiUrl: stack.apiUrl,
      webDistDir: '/nonexistent',
      limits: { maxDepth: 2 },
    });
  });
  afterAll(() => strict?.close());

  it('refuses an operation without a session before any REST call; signIn, me, health and introspection run', async () => {
    const before = stack.restCalls();
    const checksBefore = stack.gateway.stats.sessionChecks;
    const aliases = Array.from({ length: 10 }, (_, i) => `a${i}: customers(pageSize: 1) { totalCount }`);
    const anonymous = await gql(stack.url, `{ ${aliases.join(' ')} }`);
    expect(anonymous.data ?? null).toBeNull();
    expect(anonymous.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(anonymous.errors?.[0]?.message).toBe('Authentication required.');
    const forged = await stack.query('{ products { totalCount } }', {}, { token: 'forged' });
    expect(forged.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(stack.restCalls()).toBe(before);
    expect(stack.gateway.stats.sessionChecks - checksBefore).toBe(1); // the forged token's one check
    const open = await gql(stack.url, '{ health me { userName } __schema { queryType { name } } }');
    expect(open.errors).toBeUndefined();
    expect(open.data).toMatchObject({ health: true, me: null });
  });

  it('checks a token once and remembers the answer', async () => {
    await stack.query('{ products(pageSize: 1) { totalCount } }');
    const before = stack.gateway.stats.requests;
    const page = await stack.query('{ products(pageSize: 1) { totalCount } }');
    expect(page.errors).toBeUndefined();
    expect(stack.gateway.stats.requests - before).toBe(1);
  });

  it('refuses more than 15 aliases, 50 directives or 1000 tokens, before any REST call', async () => {
    const before = stack.restCalls();
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: health`).join(' ');
    const directives = Array.from({ length: 51 }, () => '@include(if: true)').join(' ');
    const tokens = Array.from({ length: 1000 }, () => '__typename').join(' ');
    const refusals = await Promise.all(
      [`{ ${aliases} }`, `{ health ${directives} }`, `{ ${tokens} }`].map((query) => stack.query(query)),
    );
    expect(refusals.map((response) => response.errors?.[0]?.extensions?.code)).toEqual([
      'GRAPHQL_VALIDATION_FAILED',
      'GRAPHQL_VALIDATION_FAILED',
      'GRAPHQL_PARSE_FAILED',
    ]);
    expect(refusals.map((response) => response.status)).toEqual([400, 400, 400]);
    expect(refusals[0]?.errors?.[0]?.message).toMatch(/aliases/i);
    expect(refusals[2]?.errors?.[0]?.message).toMatch(/token/i);
    expect(stack.restCalls()).toBe(before);
  });

  it('makes identical REST GETs of one operation once', async () => {
    const before = stack.restCalls();
    const page = '{ totalCount items { id } }';
    const response = await stack.query(
      `{ a: products(pageSize: 2) ${page} b: products(pageSize: 2) ${page} c: products(pageSize: 3) ${page} }`,
    );
    expect(response.errors).toBeUndefined();
    expect(stack.restCalls() - before).toBe(2);
  });

  it('answers hostile list arguments with BAD_USER_INPUT before any REST call', async () => {
    const before = stack.restCalls();
    const query =
      'query ($search: String, $orderBy: [ProductSort!]) { products(search: $search, orderBy: $orderBy) { totalCount } }';
    const answers = await Promise.all(
      [
        { search: 'a\u0000b' },
        { search: 'x'.repeat(20_000) },
        { orderBy: Array.from({ length: 1000 }, () => ({ field: 'name' })) },
      ].map((variables) => stack.query(query, variables)),
    );
    expect(answers.map((answer) => answer.errors?.[0]?.extensions?.code)).toEqual([
      'BAD_USER_INPUT',
      'BAD_USER_INPUT',
      'BAD_USER_INPUT',
    ]);
    expect(answers.map((answer) => answer.errors?.[0]?.message)).toEqual([
      'search must not contain NUL characters.',
      'search must be at most 200 characters.',
      'orderBy takes at most 3 sort keys.',
    ]);
    expect(stack.restCalls()).toBe(before);
  });

  it('answers a subscription sent over HTTP with BAD_USER_INPUT', async () => {
    const response = await stack.query('subscription { counters { pendingOrders } }');
    expect(response.status).toBe(400);
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(
      'Subscriptions are served over graphql-ws at /graphql, not over HTTP.',
    );
  });

  it('refuses a query deeper than the depth limit, before any REST call', async () => {
    const before = strict.stats.requests;
    const response = await gql(strict.url, '{ products { items { id } } }', {}, { token: stack.token });
    expect(response.status).toBe(400);
    expect(response.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(response.errors?.[0]?.message).toMatch(/too deep/);
    expect(strict.stats.requests).toBe(before);
    const shallow = await gql(strict.url, '{ me { userName } }', {}, { token: stack.token });
    expect(shallow.errors).toBeUndefined();
  });

  it('refuses fragments that each spread the previous one twice, without walking their 2^60 paths', async () => {
    // Apollo's recursive-selections rule refuses it; the depth limit, run beside it, once walked each path.
    const fragments = Array.from(
      { length: 60 },
      (_, i) => `fragment F${i + 1} on Query { ...F${i} ...F${i} }`,
    );
    const query = `{ ...F60 } fragment F0 on Query { health } ${fragments.join(' ')}`;
    const response = await gql(stack.url, query);
    expect(response.errors?.[0]?.message).toBe(
      'Anonymous operation recursively requests too many selections.',
    );
  });

  it('allows the full introspection query (integrators use it)', async () => {
    const response = await gql<{ __schema: { types: unknown[] } }>(stack.url, getIntrospectionQuery());
    expect(response.errors).toBeUndefined();
    expect(response.data?.__schema.types.length).toBeGreaterThan(5);
  });

  it('refuses a query above the cost limit, before any REST call', async () => {
    const fields = Array.from(
      { length: 13 },
      (_, i) => `p${i}: products(pageSize: 100) { items { id name version } }`,
    );
    const before = stack.restCalls();
    const response = await stack.query(`{ ${fields.join(' ')} }`);
    expect(response.status).toBe(400);
    expect(response.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(response.errors?.[0]?.message).toMatch(/too expensive/);
    expect(stack.restCalls()).toBe(before);
    const cheap = await stack.query(`{ ${fields.slice(0, 2).join(' ')} }`);
    expect(cheap.errors).toBeUndefined();
  });

  it('counts pageSize from variables in the cost', async () => {
    const query =
      'query($n: Int) { a: products(pageSize: $n) { items { id name version } } b: products(pageSize: $n) { items { id } } }';
    const cheap = await stack.query(query, { n: 10 });
    expect(cheap.errors).toBeUndefined();
    const fields = Array.from(
      { length: 13 },
      (_, i) => `p${i}: products(pageSize: $n) { items { id name version } }`,
    );
    const many = `query($n: Int) { ${fields.join(' ')} }`;
    const costly = await stack.query(many, { n: 100 });
    expect(costly.errors?.[0]?.message).toMatch(/too expensive/);
    // Costs are remembered per document and variables: the same document with a small page runs,
    // and the large one is still refused.
    expect((await stack.query(many, { n: 2 })).errors).toBeUndefined();
    expect((await stack.query(many, { n: 100 })).errors?.[0]?.message).toMatch(/too expensive/);
  });

  it('refuses a GET query without a preflight header (CSRF) and answers one with it', async () => {
    const url = `${stack.url}/graphql?query=${encodeURIComponent('{ health }')}`;
    const refused = await request(url);
    expect(refused.statusCode).toBe(400);
    expect(await refused.body.text()).toMatch(/CSRF/i);
    const allowed = await request(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(allowed.statusCode).toBe(200);
    expect(await allowed.body.json()).toEqual({ data: { health: true } });
  });

  it('refuses a body above 1 MiB', async () => {
    const response = await request(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ health } # ${'x'.repeat(1024 * 1024)}` }),
    });
    expect(response.statusCode).toBe(413);
    await response.body.dump();
  });

  it('answers errors without stack traces', async () => {
    const responses = await Promise.all([
      stack.query('{ products(orderBy: [{ field: "nope" }]) { totalCount } }'),
      gql(stack.url, '{ products { totalCount } }'),
      gql(stack.url, '{ nope }'),
      gql(stack.url, SIGN_IN, { email: ADMIN.email, password: 'wrong' }),
    ]);
    for (const response of responses) {
      expect(response.errors?.length).toBeGreaterThan(0);
      expectNoInternals(response.errors);
    }
  });

  it('/healthz answers ok while the REST API answers', async () => {
    const response = await request(`${stack.url}/healthz`);
    expect(response.statusCode).toBe(200);
    expect(await response.body.json()).toEqual({ status: 'ok', licensingApi: 'up' });
  });
});

describe('upstream down', () => {
  let gateway: Gateway;

  beforeAll(async () => {
    gateway = await startGateway({
      port: 0,
      licensingApiUrl: await closedPortUrl(),
      webDistDir: '/nonexistent',
    });
  });
  afterAll(() => gateway?.close());

  it('answers UPSTREAM_UNAVAILABLE with the default text of the operation', async () => {
    const list = await gql(gateway.url, '{ products { totalCount } }', {}, { token: 'any' });
    expect(list.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(list.errors?.[0]?.message).toBe('Get list of Product failed');
    const login = await gql(gateway.url, SIGN_IN, ADMIN);
    expect(login.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(login.errors?.[0]?.message).toBe('Sign In failed. Please try again.');
    expectNoInternals([...(list.errors ?? []), ...(login.errors ?? [])]);
  });

  it('/healthz answers 503 (not ready) while /healthz/live stays ok', async () => {
    const ready = await request(`${gateway.url}/healthz`);
    expect(ready.statusCode).toBe(503);
    expect(await ready.body.json()).toEqual({ status: 'unavailable', licensingApi: 'down' });
    const live = await request(`${gateway.url}/healthz/live`);
    expect(live.statusCode).toBe(200);
    expect(await live.body.json()).toEqual({ status: 'ok' });
  });
});

describe('unexpected errors', () => {
  it('are answered as INTERNAL_SERVER_ERROR "Error" and logged', () => {
    const log = { error: vi.fn(), warn: vi.fn() };
    const format = createFormatError(log as never);
    const bug = new GraphQLError('secret internals', {
      path: ['me'],
      originalError: new TypeError('secret internals'),
    });
    const formatted = format({ message: 'secret internals', path: ['me'] }, bug);
    expect(formatted).toEqual({
      message: 'Error',
      path: ['me'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(log.error).toHaveBeenCalledOnce();
  });
});

describe('web client', () => {
  let gateway: Gateway;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'gateway-web-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Back office</title>');
    await writeFile(join(dist, 'assets', 'app.js'), 'console.log("app");');
    gateway = await startGateway({ port: 0, licensingApiUrl: await closedPortUrl(), webDistDir: dist });
  });
  afterAll(async () => {
    await gateway?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = async (path: string) => {
    const response = await request(`${gateway.url}${path}`, { headers: { accept: 'text/html' } });
    return {
      status: response.statusCode,
      type: String(response.headers['content-type']),
      text: await response.body.text(),
    };
  };

  it('serves index.html at / and files as they are', async () => {
    expect(await get('/')).toMatchObject({ status: 200, text: expect.stringContaining('Back office') });
    expect(await get('/assets/app.js')).toMatchObject({
      status: 200,
      type: expect.stringContaining('javascript'),
    });
  });

  it('answers index.html for any other GET (history fallback)', async () => {
    for (const path of ['/products', '/product/edit/3', '/forgotpassword/a@b.com/success?x=1']) {
      expect(await get(path)).toMatchObject({
        status: 200,
        type: expect.stringContaining('text/html'),
        text: expect.stringContaining('Back office'),
      });
    }
  });

  it('is served with a Content-Security-Policy, no framing, no sniffing and no referrer', async () => {
    for (const path of ['/', '/products', '/assets/app.js', '/graphql']) {
      const response = await request(`${gateway.url}${path}`, { headers: { accept: 'text/html' } });
      await response.body.dump();
      expect(response.headers).toMatchObject({
        'content-security-policy': expect.stringContaining("script-src 'self'"),
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('GET /graphql in a browser loads nothing from a CDN (no landing page)', async () => {
    const page = await get('/graphql');
    expect(page.text).not.toMatch(/https?:\/\//);
  });

  it('answers 404 for a non-GET off the API without echoing the path', async () => {
    const response = await request(`${gateway.url}/<script>nope`, { method: 'POST' });
    expect(response.statusCode).toBe(404);
    expect(await response.body.text()).not.toContain('script');
  });

  it('keeps /healthz and /graphql', async () => {
    expect(JSON.parse((await get('/healthz/live')).text)).toEqual({ status: 'ok' });
    const graphql = await request(`${gateway.url}/graphql?query=${encodeURIComponent('{ health }')}`, {
      headers: { 'apollo-require-preflight': 'true', accept: 'application/json' },
    });
    expect(await graphql.body.json()).toEqual({ data: { health: true } });
    const post = await request(`${gateway.url}/nope`, { method: 'POST' });
    expect(post.statusCode).toBe(404);
    await post.body.dump();
  });
});
