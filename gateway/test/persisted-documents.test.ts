// The web client's operations travel without their text: typed ones as the hash of the build's
// manifest, generic screens' ones as the entity operation the gateway builds from the declaration.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'graphql';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadPersistedDocuments, withPersistedDocument } from '../src/persisted-documents.js';
import { ADMIN, type GqlError, sharedStack } from './helpers.js';

const PRODUCT_FIELDS = 'fragment ProductCard_product on Product { __typename id name version }';
const PRODUCTS =
  'query Products { products(pageSize: 2) { __typename totalCount items { __typename id name } } }';
const FRAGMENT_USER = `${PRODUCT_FIELDS} query ProductCard($id: ID!) { product(id: $id) { ...ProductCard_product } }`;
const COUNTERS = 'subscription Counters { counters { pendingOrders pendingTrialRequests } }';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('persisted documents', () => {
  let dist: string;

  beforeAll(() => {
    // A built web client: its index.html and the manifest the build ships.
    dist = mkdtempSync(join(tmpdir(), 'persisted-'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>test</title>');
    const manifest = Object.fromEntries(
      [PRODUCTS, FRAGMENT_USER, COUNTERS].map((text) => [sha256(text), text]),
    );
    writeFileSync(join(dist, '.vite/persisted-documents.json'), JSON.stringify(manifest));
    // A fragment no operation of the manifest spreads: a generic screen's detail answers it.
    const [detail] = parse('fragment ProductDetail_product on Product { __typename id version }').definitions;
    writeFileSync(join(dist, '.vite/fragments.json'), JSON.stringify({ ProductDetail_product: detail }));
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  // Registered after dist's hooks: serves dist once written, and closes before it is removed.
  const stack = sharedStack(() => ({ gateway: { webDistDir: dist } }));

  /** A POST of `body` as the browser sends it: the session cookie, no document. */
  async function post(body: Record<string, unknown>) {
    const response = await request(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: stack.cookie },
      body: JSON.stringify(body),
    });
    return (await response.body.json()) as { data?: Record<string, unknown> | null; errors?: GqlError[] };
  }

  it('runs the manifest text a hash stands for', async () => {
    const answer = await post({
      operationName: 'Products',
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256(PRODUCTS) } },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toMatchObject({ products: { totalCount: expect.any(Number) } });
  });

  it('answers PERSISTED_QUERY_NOT_FOUND for a hash the build does not know, and registers none', async () => {
    const unknown = { persistedQuery: { version: 1, sha256Hash: sha256('{ me { userName } }') } };
    expect((await post({ extensions: unknown })).errors?.[0]?.extensions?.code).toBe(
      'PERSISTED_QUERY_NOT_FOUND',
    );
    // Sending the text with the hash runs the text but does not teach the gateway the hash.
    expect((await post({ query: '{ me { userName } }', extensions: unknown })).data).toEqual({
      me: { userName: ADMIN.email },
    });
    expect((await post({ extensions: unknown })).errors?.[0]?.extensions?.code).toBe(
      'PERSISTED_QUERY_NOT_FOUND',
    );
  });

  it('builds a generic screen operation from the declaration', async () => {
    const list = await post({
      operationName: 'ProductList',
      variables: { pageSize: 3 },
      extensions: { entityOperation: { entity: 'Product', operation: 'list' } },
    });
    expect(list.errors).toBeUndefined();
    const page = (list.data?.products ?? {}) as { items: { __typename: string; id: string }[] };
    expect(page.items).toHaveLength(3);
    expect(page.items[0]?.__typename).toBe('Product');

    // A mutation answering a fragment of the manifest, spread and defined.
    const [first] = page.items;
    const update = await post({
      operationName: 'UpdateProduct',
      variables: { id: first?.id, input: { name: 'Renamed by hash', version: '9.9' } },
      extensions: {
        entityOperation: { entity: 'Product', operation: 'update', resultFragment: 'ProductCard_product' },
      },
    });
    expect(update.errors).toBeUndefined();
    expect(update.data).toEqual({
      updateProduct: { __typename: 'Product', id: first?.id, name: 'Renamed by hash', version: '9.9' },
    });
  });

  it('reads a list and an item answering a fragment the build lists beside the manifest', async () => {
    const list = await post({
      extensions: {
        entityOperation: { entity: 'Product', operation: 'list', resultFragment: 'ProductDetail_product' },
      },
    });
    expect(list.errors).toBeUndefined();
    const [first] = ((list.data?.products ?? {}) as { items: { id: string }[] }).items;
    expect(first).toEqual({ __typename: 'Product', id: expect.any(String), version: expect.any(String) });
    const detail = await post({
      variables: { id: first?.id },
      extensions: {
        entityOperation: { entity: 'Product', operation: 'detail', resultFragment: 'ProductDetail_product' },
      },
    });
    expect(detail.errors).toBeUndefined();
    expect(detail.data?.product).toEqual({
      __typename: 'Product',
      id: first?.id,
      version: expect.any(String),
    });
  });

  it('refuses an entity operation that names no declaration, operation or known fragment', async () => {
    for (const entityOperation of [
      { entity: 'Nothing', operation: 'list' },
      { entity: 'Product', operation: 'drop' },
      { entity: 'Product', operation: 'update', resultFragment: 'Invented_fragment' },
      { entity: 'Product', operation: 'delete', resultFragment: 'ProductCard_product' },
    ]) {
      const answer = await post({ extensions: { entityOperation } });
      expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(entityOperation)).toBe(
        'PERSISTED_QUERY_NOT_FOUND',
      );
    }
  });

  it('still runs documents sent as text, within the limits', async () => {
    const answer = await stack.query('{ products(pageSize: 1) { totalCount } }');
    expect(answer.errors).toBeUndefined();
  });

  it('subscribes by hash over graphql-ws', async () => {
    const first = await new Promise<{ type: string; payload: unknown }>((resolve, reject) => {
      const socket = new WebSocket(stack.wsUrl, 'graphql-transport-ws', {
        headers: { cookie: stack.cookie },
      });
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as { type: string; id?: string; payload: unknown };
        if (message.type === 'connection_ack') {
          const extensions = { persistedQuery: { version: 1, sha256Hash: sha256(COUNTERS) } };
          socket.send(JSON.stringify({ type: 'subscribe', id: '1', payload: { query: '', extensions } }));
        } else if (message.id === '1') {
          socket.close(1000);
          resolve({ type: message.type, payload: message.payload });
        }
      });
      socket.on('error', reject);
    });
    expect(first.type).toBe('next');
    expect(first.payload).toMatchObject({ data: { counters: { pendingOrders: expect.any(Number) } } });
  });
});

describe('the entity operations the gateway remembers', () => {
  it('are keyed by what they were built from: invented fields neither grow nor poison the map', () => {
    const documents = loadPersistedDocuments(join(tmpdir(), 'no-build', 'persisted-documents.json'));
    const built = (entityOperation: Record<string, unknown>) =>
      withPersistedDocument(documents, { query: undefined as unknown, extensions: { entityOperation } })
        ?.query;
    const texts = new Set<unknown>();
    for (let n = 0; n < 5; n++) {
      texts.add(built({ entity: 'Product', operation: 'detail', [`invented${n}`]: n }));
    }
    expect([...texts]).toHaveLength(1);
    expect(documents.built.size).toBe(1);
    expect(built({ entity: 'Product', operation: 'drop', x: 1 })).toBeUndefined();
    expect(documents.built.size).toBe(1);
  });
});
