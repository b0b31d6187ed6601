import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { drivers, messageOf, suiteTestApp } from './helpers.js';

type Product = { ProductID: number; ProductName: string; ProductVersion: string };

describe.each(drivers)('products ($name)', (driver) => {
  const { t, staff: headers } = suiteTestApp(driver, ['staff']);

  const get = (url: string, query?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, ...(query ? { query } : {}), headers });
  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/Products/CreateProduct', payload, headers });
  const update = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/Products/UpdateProduct', payload, headers });

  describe('CRUD', () => {
    it('creates (answering the ProductID as a number), reads, updates and deletes', async () => {
      const created = await create({ ProductName: '  EQQ Mobile ', ProductVersion: ' 2.0 ' });
      expect(created.statusCode).toBe(200);
      const id = created.json();
      expect(typeof id).toBe('number');

      const read = await get(`/api/Products/GetProduct/${id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({ ProductID: id, ProductName: 'EQQ Mobile', ProductVersion: '2.0' });

      const updated = await update({ ProductID: id, ProductName: 'EQQ Mobile Pro', ProductVersion: '2.1' });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toBe(true);
      expect((await get(`/api/Products/GetProduct/${id}`)).json()).toMatchObject({
        ProductName: 'EQQ Mobile Pro',
      });

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/Products/DeleteProduct/${id}`,
        headers,
      });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toBe(true);
      expect((await get(`/api/Products/GetProduct/${id}`)).statusCode).toBe(404);
    });

    it('answers 404 Product not found. for a missing id on get, update and delete', async () => {
      const missing = [
        await get('/api/Products/GetProduct/999999'),
        await update({ ProductID: 999999, ProductName: 'X', ProductVersion: '1' }),
        await t.app.inject({ method: 'DELETE', url: '/api/Products/DeleteProduct/999999', headers }),
      ];
      for (const response of missing) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ Message: 'Product not found.' });
      }
    });

    it('answers 400 naming the id when it is not a number', async () => {
      const response = await get('/api/Products/GetProduct/abc');
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe('The id field must be integer.');
      expect((await get('/api/Products/GetProduct/99999999999')).statusCode).toBe(400);
    });

    it('needs a token', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/Products/GetProducts' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('validation', () => {
    it('lists the missing required fields (SPEC §5) with ModelState', async () => {
      const response = await create({ ProductName: '   ' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        Message: 'Please fill in the following required fields: Product Name, Version',
        ModelState: { ProductName: ['Product Name is required.'], ProductVersion: ['Version is required.'] },
      });
    });

    it('treats null like a missing field, and checks the update too', async () => {
      const response = await update({ ProductID: 1, ProductName: 'EQQ Server', ProductVersion: null });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        Message: 'Please fill in the following required fields: Version',
        ModelState: { ProductVersion: ['Version is required.'] },
      });
    });

    it('reports other rules with their own message', async () => {
      const response = await create({ ProductName: 'x'.repeat(201), ProductVersion: '1.0' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        Message: 'Product Name must be at most 200 characters',
        ModelState: { ProductName: ['Product Name must be at most 200 characters'] },
      });
    });

    it('names a missing ProductID on update', async () => {
      const response = await update({ ProductName: 'A', ProductVersion: '1' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        Message: 'The ProductID field is required.',
        ModelState: { ProductID: ['The ProductID field is required.'] },
      });
    });

    it('answers 400 to a malformed JSON body', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Products/CreateProduct',
        payload: '{"ProductName": "A",',
        headers: { ...headers, 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Message: 'The request body is not valid JSON.' });
    });
  });

  describe('GET /api/Products/GetProducts', () => {
    // Rows of its own, so the checks below do not depend on the other tests' products.
    const names = [
      'Alpha 100%',
      'alpha_2',
      'Beta',
      'beta',
      'Gamma',
      'Delta',
      'Epsilon',
      'Zeta',
      'Eta',
      'Theta',
      'Iota',
      'Kappa',
    ];
    let ids: number[] = [];
    beforeEach(async () => {
      // The demo catalogue refers to the products: clear it with them.
      await sql`truncate products cascade`.execute(t.db);
      ids = [];
      for (const [index, name] of names.entries()) {
        ids.push((await create({ ProductName: name, ProductVersion: `${(index % 3) + 1}.0` })).json());
      }
    });
    const list = async (query: Record<string, string>) => {
      const response = await get('/api/Products/GetProducts', query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { Data: Product[]; TotalItems: number };
    };
    const namesOf = (body: { Data: Product[] }) => body.Data.map((product) => product.ProductName);

    it('pages 10 at a time by default, sorted by ProductName asc, case-insensitively', async () => {
      const sorted = [
        'Alpha 100%',
        'alpha_2',
        'Beta',
        'beta',
        'Delta',
        'Epsilon',
        'Eta',
        'Gamma',
        'Iota',
        'Kappa',
        'Theta',
        'Zeta',
      ];
      const first = await list({});
      expect(first.TotalItems).toBe(12);
      expect(namesOf(first)).toEqual(sorted.slice(0, 10));
      const second = await list({ Page: '2' });
      expect(namesOf(second)).toEqual(sorted.slice(10));
      expect(second.TotalItems).toBe(12);
      expect((await list({ Page: '3' })).Data).toEqual([]);
    });

    it('takes Count, capped at 100; GetAll=true answers up to 100 rows and the full TotalItems', async () => {
      expect((await list({ Count: '3', Page: '2' })).Data).toHaveLength(3);
      const more = Array.from({ length: 100 }, (_, i) => ({
        product_name: `Bulk ${i}`,
        product_version: '1',
      }));
      await t.db.insertInto('products').values(more).execute();
      const capped = await list({ Count: '1000' });
      expect(capped.Data).toHaveLength(100);
      expect(capped.TotalItems).toBe(112);
      const all = await list({ GetAll: 'true', Count: '2' });
      expect(all.Data).toHaveLength(100);
      expect(all.TotalItems).toBe(112);
    });

    it('searches name and version case-insensitively, % and _ taken literally', async () => {
      expect(namesOf(await list({ Search: 'BETA' }))).toEqual(['Beta', 'beta']);
      expect(namesOf(await list({ Search: '%' }))).toEqual(['Alpha 100%']);
      expect(namesOf(await list({ Search: '_' }))).toEqual(['alpha_2']);
      const byVersion = await list({ Search: '3.0', GetAll: 'true' });
      expect(byVersion.TotalItems).toBe(4);
      expect(byVersion.Data.every((product) => product.ProductVersion === '3.0')).toBe(true);
    });

    it('sorts by several columns, the primary key breaking ties', async () => {
      const body = await list({
        GetAll: 'true',
        MultipleOrders: JSON.stringify([
          { FieldName: 'ProductVersion', Type: 'desc' },
          { FieldName: 'ProductName', Type: 'asc' },
        ]),
      });
      expect(body.Data.map((product) => `${product.ProductVersion} ${product.ProductName}`)).toEqual([
        '3.0 Beta',
        '3.0 Delta',
        '3.0 Eta',
        '3.0 Kappa',
        '2.0 alpha_2',
        '2.0 Gamma',
        '2.0 Iota',
        '2.0 Zeta',
        '1.0 Alpha 100%',
        '1.0 beta',
        '1.0 Epsilon',
        '1.0 Theta',
      ]);
      const byId = await list({
        MultipleOrders: JSON.stringify([{ FieldName: 'ProductID', Type: 'DESC' }]),
        Count: '2',
      });
      expect(byId.Data.map((product) => product.ProductID)).toEqual([ids[11], ids[10]]);
      expect((await list({ MultipleOrders: 'null', Count: '1' })).Data[0]?.ProductName).toBe('Alpha 100%');
    });

    it('pages stably when sort values tie', async () => {
      // One row at a time, last id first, so the table's physical order is the reverse of the ids':
      // without the primary key as the last sort key, ties would come back in that order.
      for (const id of [...ids].reverse()) {
        await t.db
          .updateTable('products')
          .set({ product_version: '9.9' })
          .where('product_id', '=', id)
          .execute();
      }
      const order = JSON.stringify([{ FieldName: 'ProductVersion', Type: 'asc' }]);
      const pages = [1, 2, 3, 4].map((page) =>
        list({ MultipleOrders: order, Count: '3', Page: String(page) }),
      );
      const seen = (await Promise.all(pages)).flatMap((body) =>
        body.Data.map((product) => product.ProductID),
      );
      expect(seen).toEqual([...ids].sort((a, b) => a - b));
    });

    it('filters by substring, combined with search', async () => {
      const filters = JSON.stringify([
        { FieldName: 'ProductName', FilterValue: 'ta' },
        { FieldName: 'ProductVersion', FilterValue: '1.' },
      ]);
      expect(namesOf(await list({ Filters: filters, GetAll: 'true' }))).toEqual(['beta', 'Theta']);
      expect(namesOf(await list({ Filters: filters, Search: 'th' }))).toEqual(['Theta']);
      const cleared = JSON.stringify([{ FieldName: 'ProductName', FilterValue: '' }]);
      expect((await list({ Filters: cleared })).TotalItems).toBe(12);
    });

    it('refuses unknown sort and filter fields and malformed parameters with 400', async () => {
      const bad = async (query: Record<string, string>) => {
        const response = await get('/api/Products/GetProducts', query);
        expect(response.statusCode).toBe(400);
        return messageOf(response);
      };
      expect(await bad({ MultipleOrders: JSON.stringify([{ FieldName: 'Secret', Type: 'asc' }]) })).toBe(
        "Unknown sort field 'Secret'.",
      );
      expect(await bad({ Filters: JSON.stringify([{ FieldName: 'Secret', FilterValue: '1' }]) })).toBe(
        "Unknown filter field 'Secret'.",
      );
      expect(await bad({ MultipleOrders: '[{"FieldName":' })).toBe(
        'The MultipleOrders parameter is not a valid JSON array.',
      );
      expect(await bad({ MultipleOrders: '{"FieldName":"ProductName"}' })).toBe(
        'The MultipleOrders parameter is not a valid JSON array.',
      );
      expect(await bad({ MultipleOrders: JSON.stringify([{ FieldName: 'ProductName', Type: 'up' }]) })).toBe(
        "Each MultipleOrders item needs a FieldName and a Type of 'asc' or 'desc'.",
      );
      expect(await bad({ Filters: 'nope' })).toBe('The Filters parameter is not a valid JSON array.');
      expect(await bad({ Page: '0' })).toBe('The Page field must be >= 1.');
      expect(await bad({ Count: 'ten' })).toBe('The Count field must be integer.');
    });
  });
});
