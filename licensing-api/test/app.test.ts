import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { type DeclaredWorkflow, workflows } from '@licensing/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, type TestApp } from './helpers.js';
import { dereferenced } from './openapi-refs.js';

describe.each(drivers)('infrastructure ($name)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, {
      // A route that fails with internals in its error, to check they never reach the client.
      beforeReady: (app) =>
        app.register(async (scope) => {
          scope.get('/test/explode', { config: { public: true } }, async () => {
            throw new Error('connect ECONNREFUSED 10.9.8.7:5432 password=hunter2');
          });
        }),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /healthz answers ok without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /openapi.json describes the routes, with a bearer security scheme', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = dereferenced(response.json());
    expect(document.openapi).toMatch(/^3\./);
    expect(document.components.securitySchemes.bearerAuth).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/Login',
        '/api/Account/UserInfo',
        '/api/Products/GetProducts',
        '/api/Products/GetProduct/{id}',
        '/api/Products/CreateProduct',
        '/api/Products/UpdateProduct',
        '/api/Products/DeleteProduct/{id}',
      ]),
    );
    expect(document.paths['/Login'].post.security).toEqual([]);
    expect(
      document.paths['/api/Products/CreateProduct'].post.requestBody.content['application/json'].schema,
    ).toEqual(
      expect.objectContaining({ properties: expect.objectContaining({ ProductName: expect.anything() }) }),
    );
    expect(document.paths['/openapi.json']).toBeUndefined();
  });

  it('serves every declared workflow at its method and path, with its operationId, writes and security', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const [name, workflow] of Object.entries<DeclaredWorkflow>(workflows)) {
      const operation = document.paths[workflow.path]?.[workflow.method.toLowerCase()];
      expect(operation?.operationId, `${workflow.method} ${workflow.path}`).toBe(name);
      expect(operation['x-writes'], name).toBe(workflow.writes);
      expect(operation.security === undefined ? 'bearer' : 'public', name).toBe(
        workflow.public ? 'public' : 'bearer',
      );
    }
  });

  it('describes in /openapi.json what the API answers: its server, a text public key, the hub’s 401', async () => {
    const document = dereferenced((await t.app.inject({ method: 'GET', url: '/openapi.json' })).json());
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);

    const publicKey = document.paths['/api/LicenseFile/PublicKey'].get.responses['200'];
    expect(Object.keys(publicKey.content)).toEqual(['text/plain']);
    const answered = await t.app.inject({ method: 'GET', url: '/api/LicenseFile/PublicKey' });
    expect(answered.headers['content-type']).toMatch(/^text\/plain/);
    expect(answered.body).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);

    const negotiate = document.paths['/hub/negotiate'].post.responses;
    expect(negotiate['401'].content['application/json'].schema.properties.Message.type).toBe('string');
    expect(negotiate['200'].content['application/json'].schema.anyOf).toHaveLength(2);
    const refused = await t.app.inject({ method: 'POST', url: '/hub/negotiate' });
    expect(refused.statusCode).toBe(401);
    expect(Object.keys(refused.json())).toEqual(['Message']);
    // Both answers of the 200 keep their shape through the response schema.
    const headers = await t.authorize();
    const token = await t.app.inject({ method: 'POST', url: '/hub/negotiate?negotiateVersion=1', headers });
    expect(Object.keys(token.json()).sort()).toEqual([
      'availableTransports',
      'connectionId',
      'connectionToken',
      'negotiateVersion',
    ]);
    const version = await t.app.inject({ method: 'POST', url: '/hub/negotiate?negotiateVersion=2', headers });
    expect(version.json()).toEqual({ error: 'Negotiate version 2 is not supported; use 1.' });
  });

  it('gives every body, query and path property of /openapi.json its JSON type', async () => {
    type Schema = {
      type?: string;
      anyOf?: Schema[];
      items?: Schema;
      properties?: Record<string, Schema>;
      additionalProperties?: Schema | boolean;
    };
    const document = dereferenced((await t.app.inject({ method: 'GET', url: '/openapi.json' })).json()) as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { in: string; name: string; schema: Schema }[];
            requestBody?: { content: Record<string, { schema: Schema }> };
          }
        >
      >;
    };
    const untyped: string[] = [];
    const check = (schema: Schema, where: string) => {
      const variants = schema.anyOf ?? [schema];
      if (variants.some((variant) => variant.type === undefined)) untyped.push(where);
      for (const variant of variants) {
        if (variant.items) check(variant.items, `${where}[]`);
        for (const [name, property] of Object.entries(variant.properties ?? {})) {
          check(property, `${where}.${name}`);
        }
        if (
          typeof variant.additionalProperties === 'object' &&
          where !== 'POST /api/Customer/CreateCustomerSupportAccount body.ui_settings'
        ) {
          check(variant.additionalProperties, `${where}.*`);
        }
      }
    };
    let properties = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? []) {
          properties += 1;
          check(parameter.schema, `${where} ${parameter.in}.${parameter.name}`);
        }
        for (const { schema } of Object.values(operation.requestBody?.content ?? {})) {
          properties += Object.keys(schema.properties ?? {}).length;
          check(schema, `${where} body`);
        }
      }
    }
    expect(properties).toBeGreaterThan(400);
    // ui_settings is forwarded to the customer-support system as is: its values are anything.
    expect(untyped).toEqual([]);
  });

  it('answers 404 with a Message for an unknown route, without echoing the path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/<script>Nothing/Here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Message: 'No HTTP resource was found that matches the request URI.' });
  });

  it('answers what the HTTP parser refuses (431, 400) with a Message too', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const send = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end(request));
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk;
        });
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const longUrl = await send(`GET /api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(longUrl).toMatch(/^HTTP\/1\.1 431 /);
    expect(longUrl.split('\r\n\r\n')[1]).toBe('{"Message":"The request line or headers are too large."}');
    const garbage = await send('GARBAGE\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(garbage.split('\r\n\r\n')[1]).toBe('{"Message":"The request is malformed."}');
  });

  it("answers Fastify's own refusals (414, 400, 415) with a Message that does not echo the request", async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/Products/GetProduct/${'<b>x'.repeat(50)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ Message: 'The request URI is too long.' });
    const encoding = await t.app.inject({ method: 'GET', url: '/api/Products/GetProduct/%E0%A4%A<b>' });
    expect(encoding.statusCode).toBe(400);
    expect(encoding.json()).toEqual({ Message: 'The request URI is not valid.' });
    const media = await t.app.inject({
      method: 'POST',
      url: '/api/Products/CreateProduct',
      payload: '<b>x</b>',
      headers: { ...(await t.authorize()), 'content-type': 'text/x-<b>' },
    });
    expect(media.statusCode).toBe(415);
    expect(media.json()).toEqual({ Message: 'The content type of the request body is not supported.' });
  });

  it('matches paths whatever their case, as ASP.NET does', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/API/products/getproducts',
      headers: await t.authorize(),
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a 5xx with a bare Message, no internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ Message: 'An error has occurred.' });
    expect(response.body).not.toMatch(/ECONNREFUSED|hunter2|stack/);
  });

  it('refuses bodies over 1 MiB with a Message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Products/CreateProduct',
      payload: JSON.stringify({ ProductName: 'x'.repeat(1024 * 1024), ProductVersion: '1' }),
      headers: { ...(await t.authorize()), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ Message: expect.any(String) });
  });

  it('answers a JSON array body with 400 naming the problem', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Products/CreateProduct',
      payload: '[]',
      headers: { ...(await t.authorize()), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe('The request body must be object.');
  });
});

describe.each(drivers)('logs ($name)', (driver) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(driver, {
      config: { logger: true, logLevel: 'trace' },
      logStream: { write: (line) => lines.push(line) },
      // A careless debug log of a request's headers and body, as a future route might add.
      beforeReady: (app) =>
        app.register(async (scope) => {
          scope.post('/test/echo', { config: { writes: false } }, async (request) => {
            request.log.info({ headers: request.headers, body: request.body }, 'echo');
            return {};
          });
        }),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never carry passwords or tokens', async () => {
    const signedIn = await t.login('admin@example.com', 'Admin#2026');
    const token = signedIn.json().access_token as string;
    await t.login('admin@example.com', 'Wrong#Secret-1');
    const authorization = `Bearer ${token}`;
    await t.app.inject({ method: 'GET', url: '/api/Account/UserInfo', headers: { authorization } });
    const echoed = await t.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { authorization },
      payload: { password: 'Body#Secret-2', Password: 'Body#Secret-3', ConfirmPassword: 'Body#Secret-4' },
    });
    expect(echoed.statusCode).toBe(200);
    // An e-mailed link's token, in the query of the public trial action.
    const linkToken = '1999999999.Link-Secret_token-in-the-query-string-of-a-link';
    await t.app.inject({
      method: 'GET',
      url: `/api/RequestTrialEmail/UpdateTrialRequestStatus?id=1&action=approve&token=${linkToken}`,
    });
    const log = lines.join('');
    expect(log).toContain('UpdateTrialRequestStatus?id=1&action=approve&token=[redacted]');
    expect(log).toContain('"msg":"echo"');
    expect(log).toContain('[redacted]');
    for (const secret of [
      token,
      'Admin#2026',
      'Wrong#Secret-1',
      'Body#Secret-2',
      'Body#Secret-3',
      'Body#Secret-4',
      linkToken,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('request logs at info', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(drivers[0]!, {
      config: { logger: true, logLevel: 'info' },
      logStream: { write: (line) => lines.push(line) },
      beforeReady: (app) =>
        app.register(async (scope) => {
          scope.get('/test/slow', { config: { public: true } }, async () => {
            await new Promise((resolve) => setTimeout(resolve, 1_100));
            return {};
          });
        }),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('leave out ordinary requests and keep slow ones', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.login('admin@example.com', 'Admin#2026');
    expect(lines.filter((line) => line.includes('request completed'))).toEqual([]);
    await t.app.inject({ method: 'GET', url: '/test/slow' });
    const slow = lines.filter((line) => line.includes('request completed')).map((line) => JSON.parse(line));
    expect(slow).toEqual([expect.objectContaining({ level: 30, url: '/test/slow', statusCode: 200 })]);
    expect(slow[0].ms).toBeGreaterThanOrEqual(1_000);
  });
});
