import { describe, expect, it } from 'vitest';
import { expectNoInternals, gql, sharedStack } from './helpers.js';

const PRODUCTS = /* GraphQL */ `
  query Products($page: Int, $pageSize: Int, $search: String, $orderBy: [ProductSort!], $filter: ProductFilter) {
    products(page: $page, pageSize: $pageSize, search: $search, orderBy: $orderBy, filter: $filter) {
      items { id name version }
      totalCount
    }
  }
`;
const PRODUCT = 'query Product($id: ID!) { product(id: $id) { id name version } }';
const CREATE = 'mutation Create($input: ProductInput!) { createProduct(input: $input) { id name version } }';
const UPDATE =
  'mutation Update($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id name version } }';
const DELETE = 'mutation Delete($id: ID!) { deleteProduct(id: $id) }';

type Product = { id: string; name: string; version: string };
type ProductPage = { products: { items: Product[]; totalCount: number } };

describe('products', () => {
  const stack = sharedStack();
  const list = (variables: Record<string, unknown>) => stack.query<ProductPage>(PRODUCTS, variables);

  it('refuses a caller without a session with UNAUTHENTICATED', async () => {
    const response = await gql(stack.url, PRODUCTS);
    expect(response.data).toBeNull();
    expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expectNoInternals(response.errors);
  });

  it('lists the seeded products sorted by name, one REST call per list', async () => {
    const before = stack.restCalls();
    const response = await list({});
    expect(stack.restCalls() - before).toBe(1);
    expect(response.errors).toBeUndefined();
    const { items, totalCount } = response.data!.products;
    expect(totalCount).toBeGreaterThanOrEqual(3);
    const names = items.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('pages', async () => {
    const all = (await list({ pageSize: 0 })).data!.products;
    expect(all.items).toHaveLength(all.totalCount);
    const first = (await list({ page: 1, pageSize: 2 })).data!.products;
    const second = (await list({ page: 2, pageSize: 2 })).data!.products;
    expect(first.items).toHaveLength(2);
    expect(first.totalCount).toBe(all.totalCount);
    expect([...first.items, ...second.items].map((p) => p.id)).toEqual(
      all.items.slice(0, 4).map((p) => p.id),
    );
  });

  it('sorts descending and by several keys', async () => {
    const asc = (await list({ pageSize: 0, orderBy: [{ field: 'name' }] })).data!.products.items;
    const desc = (await list({ pageSize: 0, orderBy: [{ field: 'name', direction: 'DESC' }] })).data!.products
      .items;
    expect(desc.map((p) => p.id)).toEqual([...asc].reverse().map((p) => p.id));
    const multi = await list({ orderBy: [{ field: 'version', direction: 'DESC' }, { field: 'id' }] });
    expect(multi.errors).toBeUndefined();
    const versions = multi.data!.products.items.map((p) => p.version);
    expect(versions.length).toBeGreaterThan(1);
    expect(versions).toEqual([...versions].sort().reverse());
  });

  it('searches and filters', async () => {
    const [sample] = (await list({ pageSize: 1 })).data!.products.items;
    expect(sample).toBeDefined();
    const searched = (await list({ search: sample!.name.toUpperCase() })).data!.products.items;
    expect(searched.map((p) => p.id)).toContain(sample!.id);
    const filtered = (await list({ filter: { name: sample!.name } })).data!.products.items;
    expect(filtered.map((p) => p.id)).toContain(sample!.id);
    for (const p of filtered) expect(p.name.toLowerCase()).toContain(sample!.name.toLowerCase());
    const none = (await list({ search: 'no-such-product-zzz' })).data!.products;
    expect(none).toEqual({ items: [], totalCount: 0 });
  });

  it('refuses an unknown sort field and an oversized page with BAD_USER_INPUT, before any REST call', async () => {
    const before = stack.restCalls();
    const unknown = await list({ orderBy: [{ field: 'price' }] });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0]?.message).toContain("'price'");
    const big = await list({ pageSize: 101 });
    expect(big.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stack.restCalls()).toBe(before);
    expectNoInternals([...(unknown.errors ?? []), ...(big.errors ?? [])]);
  });

  it('creates, reads, updates and deletes a product', async () => {
    const created = await stack.query<{ createProduct: Product }>(CREATE, {
      input: { name: 'Gateway Test', version: '1.0' },
    });
    expect(created.errors).toBeUndefined();
    const product = created.data!.createProduct;
    expect(product).toMatchObject({ name: 'Gateway Test', version: '1.0' });

    const read = await stack.query<{ product: Product }>(PRODUCT, { id: product.id });
    expect(read.data?.product).toEqual(product);

    const updated = await stack.query<{ updateProduct: Product }>(UPDATE, {
      id: product.id,
      input: { name: 'Gateway Test 2', version: '2.0' },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateProduct).toEqual({ id: product.id, name: 'Gateway Test 2', version: '2.0' });

    const deleted = await stack.query(DELETE, { id: product.id });
    expect(deleted.data).toEqual({ deleteProduct: product.id });
    const gone = await stack.query(PRODUCT, { id: product.id });
    expect(gone.errors).toBeUndefined();
    expect(gone.data).toEqual({ product: null });
  });

  it('a refused input is BAD_USER_INPUT with the server message and fieldErrors', async () => {
    const response = await stack.query(CREATE, { input: { name: '', version: '' } });
    const error = response.errors?.[0];
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.message).toMatch(/^Please fill in the following required fields: /);
    expect(Object.keys(error?.extensions?.fieldErrors ?? {})).toEqual(expect.arrayContaining(['name']));
    expectNoInternals(response.errors);
  });

  it('product(id) is null for a missing or malformed id', async () => {
    const missing = await stack.query(PRODUCT, { id: '999999' });
    expect(missing.errors).toBeUndefined();
    expect(missing.data).toEqual({ product: null });
    // Not REST ids (serials are 1 to 2^31 - 1): null too, not the REST API's 400.
    for (const id of ['abc', '0', '-1', '2147483648', '99999999999', '1.5']) {
      const malformed = await stack.query(PRODUCT, { id });
      expect(malformed.errors, id).toBeUndefined();
      expect(malformed.data, id).toEqual({ product: null });
    }
  });

  it('loads the same product once per request', async () => {
    const [sample] = (await list({ pageSize: 1 })).data!.products.items;
    const before = stack.restCalls();
    const query = 'query($id: ID!) { a: product(id: $id) { id } b: product(id: $id) { name } }';
    const response = await stack.query(query, { id: sample!.id });
    expect(response.errors).toBeUndefined();
    expect(stack.restCalls() - before).toBe(1);
  });

  it('updating a missing product is NOT_FOUND', async () => {
    const response = await stack.query(UPDATE, { id: '999999', input: { name: 'X', version: '1' } });
    expect(response.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
