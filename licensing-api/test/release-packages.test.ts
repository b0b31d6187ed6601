import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, messageOf, type TestApp } from './helpers.js';

type ReleasePackage = {
  Id: number;
  ProductID: number;
  Name: string;
  Version: string;
  URL: string | null;
  Description: string | null;
};
type Page = { Data: ReleasePackage[]; TotalItems: number };

const BASE = '/api/ReleasePackage';

describe.each(drivers)('release packages ($name)', (driver) => {
  let t: TestApp;
  let headers: { authorization: string };
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp(driver);
    headers = await t.authorize('staff@example.com', 'Staff#2026');
    const product = await t.db
      .insertInto('products')
      .values({ product_name: 'RP Test Product', product_version: '1' })
      .returning('product_id')
      .executeTakeFirstOrThrow();
    productId = product.product_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, query?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, ...(query ? { query } : {}), headers });
  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: `${BASE}/Createreleasepackage`, payload, headers });
  const update = (payload: object) =>
    t.app.inject({ method: 'PUT', url: `${BASE}/UpdateReleasePackage`, payload, headers });
  const remove = (id: number | string) =>
    t.app.inject({ method: 'DELETE', url: `${BASE}/DeleteReleasePackage/${id}`, headers });
  const list = async (query: Record<string, string>) => {
    const response = await get(`${BASE}/GetReleasePackages`, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  };

  it('creates (answering the Id), reads, updates and deletes', async () => {
    const created = await create({
      ProductID: productId,
      Name: ' Server ',
      Version: ' 3.0 ',
      URL: 'https://downloads.example.com/s.zip',
      Description: '',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json();
    expect(typeof id).toBe('number');
    expect((await get(`${BASE}/GetReleasePackage/${id}`)).json()).toEqual({
      Id: id,
      ProductID: productId,
      Name: 'Server',
      Version: '3.0',
      URL: 'https://downloads.example.com/s.zip',
      Description: null,
    });

    const updated = await update({ Id: id, ProductID: productId, Name: 'Server', Version: '3.1', URL: null });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toBe(true);
    expect((await get(`${BASE}/GetReleasePackage/${id}`)).json()).toMatchObject({
      Version: '3.1',
      URL: null,
    });

    const deleted = await remove(id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toBe(true);
    expect((await get(`${BASE}/GetReleasePackage/${id}`)).statusCode).toBe(404);
  });

  it('is case-insensitive on the create path, as SPEC §7 spells it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/CreateReleasePackage`,
      payload: { ProductID: productId, Name: 'Case', Version: '0.1' },
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await remove(response.json())).toMatchObject({ statusCode: 200 });
  });

  it('answers 404 Release package not found. for a missing id', async () => {
    const missing = [
      await get(`${BASE}/GetReleasePackage/999999`),
      await update({ Id: 999999, ProductID: productId, Name: 'X', Version: '1' }),
      await remove(999999),
    ];
    for (const response of missing) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Message: 'Release package not found.' });
    }
    expect((await get(`${BASE}/GetReleasePackage/abc`)).statusCode).toBe(400);
  });

  it('names the missing required fields, and refuses a bad URL and an unknown product', async () => {
    const empty = await create({ ProductID: null, Name: ' ', Version: null });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      Message: 'Please fill in the following required fields: Product, Name, Version',
      ModelState: {
        ProductID: ['Product is required.'],
        Name: ['Name is required.'],
        Version: ['Version is required.'],
      },
    });
    const badUrl = await create({
      ProductID: productId,
      Name: 'A',
      Version: '1',
      URL: 'javascript:alert(1)',
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({
      Message: 'URL must be a valid http or https address',
      ModelState: { URL: ['URL must be a valid http or https address'] },
    });
    const unknown = await create({ ProductID: 999999, Name: 'A', Version: '1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      Message: 'Product not found.',
      ModelState: { ProductID: ['Product not found.'] },
    });
    const missingId = await update({ ProductID: productId, Name: 'A', Version: '1' });
    expect(missingId.statusCode).toBe(400);
    expect(messageOf(missingId)).toBe('The Id field is required.');
  });

  it('keeps a product with release packages from being deleted', async () => {
    const id = (await create({ ProductID: productId, Name: 'Guard', Version: '1' })).json();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/Products/DeleteProduct/${productId}`,
      headers,
    });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe('This product is used by 1 release package.');
    expect((await get(`/api/Products/GetProduct/${productId}`)).statusCode).toBe(200);
    expect((await remove(id)).statusCode).toBe(200);
  });

  it('the demo seed gives each demo product several release packages', async () => {
    const seeded = await t.db
      .selectFrom('release_packages')
      .innerJoin('products', 'products.product_id', 'release_packages.product_id')
      .select(['products.product_name', 'release_packages.version'])
      .where('products.product_name', '=', 'EQQ Server')
      .execute();
    expect(seeded.map((row) => row.version).sort()).toEqual(['1.10', '1.9', '2.0']);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${BASE}/GetReleasePackages` });
    expect(response.statusCode).toBe(401);
  });

  describe('GetReleasePackages', () => {
    let otherProduct: number;
    beforeAll(async () => {
      await t.db.deleteFrom('release_packages').execute();
      otherProduct = (
        await t.db
          .insertInto('products')
          .values({ product_name: 'RP Other', product_version: '1' })
          .returning('product_id')
          .executeTakeFirstOrThrow()
      ).product_id;
      // Inserted out of order, so the sort cannot come from insertion order.
      const versions = [
        '1.10',
        '2.0',
        '1.9',
        '1.2',
        '10.0',
        '1.9.1',
        '1.11',
        '0.9',
        '3.0',
        '1.0',
        '2.10',
        '2.9',
      ];
      for (const version of versions) {
        const response = await create({ ProductID: productId, Name: `Pkg ${version}`, Version: version });
        expect(response.statusCode, response.body).toBe(200);
      }
      await create({ ProductID: otherProduct, Name: 'Other pkg', Version: '5.0' });
    });
    const versionsOf = (page: Page) => page.Data.map((item) => item.Version);

    it('sorts by Version descending, numerically per segment, 10 per page, paging in SQL', async () => {
      const query = { Filters: JSON.stringify([{ FieldName: 'ProductID', FilterValue: String(productId) }]) };
      const first = await list(query);
      expect(first.TotalItems).toBe(12);
      expect(versionsOf(first)).toEqual([
        '10.0',
        '3.0',
        '2.10',
        '2.9',
        '2.0',
        '1.11',
        '1.10',
        '1.9.1',
        '1.9',
        '1.2',
      ]);
      expect(versionsOf(await list({ ...query, Page: '2' }))).toEqual(['1.0', '0.9']);
      const ascending = await list({
        ...query,
        Count: '4',
        MultipleOrders: JSON.stringify([{ FieldName: 'Version', Type: 'asc' }]),
      });
      expect(versionsOf(ascending)).toEqual(['0.9', '1.0', '1.2', '1.9']);
    });

    it('filters by a set of product ids, searches, and filters Version as text', async () => {
      const both = await list({
        GetAll: 'true',
        Filters: JSON.stringify([{ FieldName: 'ProductID', FilterValue: `${productId},${otherProduct}` }]),
      });
      expect(both.TotalItems).toBe(13);
      expect(both.Data[0]).toMatchObject({ Version: '10.0' });
      const other = await list({ Search: 'other' });
      expect(other.Data.map((item) => item.ProductID)).toEqual([otherProduct]);
      const filtered = await list({ Filters: JSON.stringify([{ FieldName: 'Version', FilterValue: '2.' }]) });
      expect(versionsOf(filtered)).toEqual(['2.10', '2.9', '2.0']);
    });

    it('refuses unknown sort and filter fields', async () => {
      const bad = await get(`${BASE}/GetReleasePackages`, {
        MultipleOrders: JSON.stringify([{ FieldName: 'Secret', Type: 'asc' }]),
      });
      expect(bad.statusCode).toBe(400);
      expect(messageOf(bad)).toBe("Unknown sort field 'Secret'.");
      const badFilter = await get(`${BASE}/GetReleasePackages`, {
        Filters: JSON.stringify([{ FieldName: 'ProductID', FilterValue: '1,x' }]),
      });
      expect(badFilter.statusCode).toBe(400);
    });
  });
});
