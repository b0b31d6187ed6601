// The whole /openapi.json, walked (issue 30): a valid OpenAPI 3 document whose every operation has a
// description, described tags and every 4xx its declaration implies, answered as the named `Error`;
// each declared entity is a named schema that its routes refer to. And the reference page at /docs:
// public, served from here, under its own Content-Security-Policy.
import { entities } from '@licensing/domain';
import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, IN_MEMORY, loadConfig, migrateToLatest, openDatabase } from '../src/index.js';

type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; items?: Schema };
type Response = { description?: string; content?: { 'application/json'?: { schema?: Schema } } };
type Operation = {
  operationId?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { in: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Response>;
  'x-writes'?: boolean;
};
type Document = {
  openapi: string;
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const ref = (name: string) => `#/components/schemas/${name}`;

describe('/openapi.json', () => {
  let close: () => Promise<void>;
  let app: ReturnType<typeof buildApp>;
  let document: Document;
  const operations: [string, Operation][] = [];

  beforeAll(async () => {
    const database = await openDatabase({ dataDir: IN_MEMORY });
    await migrateToLatest(database.db);
    app = buildApp({ db: database.db, config: loadConfig({ logger: false }) });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations.push([`${method.toUpperCase()} ${path}`, operation]);
      }
    }
  });
  afterAll(async () => {
    await close?.();
  });

  it('is a valid OpenAPI 3 document with a server', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(document.openapi).toMatch(/^3\./);
    expect(document.servers).toEqual([{ url: '/', description: 'This licensing-api.' }]);
    expect(operations.length).toBeGreaterThan(150);
  });

  it('describes and tags every operation, and describes every tag', () => {
    const tags = new Map(document.tags?.map((tag) => [tag.name, tag.description]));
    for (const [name, operation] of operations) {
      expect(operation.operationId, name).toMatch(/^\w+$/);
      expect(operation.description?.length ?? 0, name).toBeGreaterThan(20);
      expect(operation.tags?.length, name).toBeGreaterThan(0);
      for (const tag of operation.tags ?? []) expect(tags.get(tag), `${name}: tag ${tag}`).toBeTruthy();
    }
  });

  it('documents every 4xx a route can answer, each as the Error schema', () => {
    for (const [name, operation] of operations) {
      const codes = Object.keys(operation.responses);
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
      const takesInput = Boolean(operation.requestBody) || (operation.parameters?.length ?? 0) > 0;
      const expected = [
        ...(takesInput ? ['400'] : []),
        ...(isPublic ? [] : ['401']),
        ...(!isPublic && operation['x-writes'] ? ['403'] : []),
        ...(name.includes('{') ? ['404'] : []),
        ...(operation.requestBody ? ['413', '415'] : []),
      ];
      expect(codes, name).toEqual(expect.arrayContaining(expected));
      expect(
        codes.some((code) => code.startsWith('2')),
        name,
      ).toBe(true);
      for (const code of codes.filter((code) => Number(code) >= 400)) {
        const response = operation.responses[code]!;
        expect(response.content?.['application/json']?.schema, `${name} ${code}`).toEqual({
          $ref: ref('Error'),
        });
        expect(response.description, `${name} ${code}`).not.toBe('Default Response');
      }
    }
    const forbidden = (path: string, method = 'post') =>
      document.paths[path]?.[method]?.responses['403']?.description;
    expect(forbidden('/api/Account/Register')).toContain('not an administrator');
    expect(forbidden('/api/Customer/CreateCustomer')).toContain('read-only');
    // Rate-limited and conflicting routes say so.
    expect(document.paths['/Login']?.post?.responses).toHaveProperty('429');
    expect(document.paths['/api/Activation/Activate']?.post?.responses).toHaveProperty('429');
    expect(document.paths['/api/Customer/DeleteCustomer/{id}']?.delete?.responses).toHaveProperty('409');
    expect(document.paths['/api/Customer/UpdateCustomer']?.put?.responses).toHaveProperty('404');
  });

  it('names a schema after each declared entity, which its routes refer to', () => {
    const { schemas } = document.components;
    expect(schemas.Error?.properties).toEqual({
      Message: { type: 'string' },
      ModelState: expect.objectContaining({ type: 'object' }),
    });
    const answer = (operation: Operation | undefined) =>
      operation?.responses['200']?.content?.['application/json']?.schema;
    for (const entity of entities) {
      const schema = schemas[entity.name];
      expect(schema?.type, entity.name).toBe('object');
      for (const field of Object.values(entity.fields)) {
        expect(schema?.properties, `${entity.name}.${field.rest}`).toHaveProperty(field.rest);
      }
      const get = document.paths[`${entity.routes.get}/{id}`]?.get;
      expect(answer(get), entity.name).toEqual({ $ref: ref(entity.name) });
      const list = answer(document.paths[entity.routes.list]?.get);
      expect(list, entity.name).toEqual({ $ref: ref(`${entity.name}Page`) });
      expect(schemas[`${entity.name}Page`]?.properties?.Data?.items).toEqual({ $ref: ref(entity.name) });
    }
    const body = (path: string, method: string) =>
      document.paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
    expect(body('/api/Customer/CreateCustomer', 'post')).toEqual({ $ref: ref('CustomerInput') });
    expect(body('/api/Customer/UpdateCustomer', 'put')).toEqual({ $ref: ref('CustomerUpdate') });
    expect(body('/api/CustomerRequest/CreateCustomerRequest', 'post')).toEqual({ $ref: ref('OrderInput') });
    for (const name of ['Customer', 'Order', 'ProductLicense', 'CustomerInput', 'Error']) {
      expect(Object.keys(schemas)).toContain(name);
    }
  });

  it('serves its reference page at /docs, public, with its own files under a strict CSP', async () => {
    const page = await app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
    // Every script is a file of this server: no inline script, no CDN.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(content?.trim()).toBe('');
      const src = attributes?.match(/src="([^"]+)"/)?.[1] ?? '';
      expect(src).toMatch(/^\/docs\/static\//);
      const file = await app.inject({ method: 'GET', url: src });
      expect(file.statusCode, src).toBe(200);
      expect(file.headers['content-type'], src).toContain('javascript');
    }
    const json = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().components.schemas.Customer).toEqual(document.components.schemas.Customer);
  });
});
