// The shared mechanisms of the catalogue: id-set list filters (loaders fetch many rows in one call)
// and deletes refused while something uses the row.
import { describe, expect, it } from 'vitest';
import { inUseMessage } from '../src/crud/in-use.js';
import { drivers, messageOf, suiteTestApp } from './helpers.js';

describe('inUseMessage', () => {
  it('names each kind of user with its count, singular or plural, skipping zeros', () => {
    const editions = { table: 'product_editions', column: 'product_id', label: 'product edition' } as const;
    const features = { table: 'features', column: 'product_id', label: 'feature' } as const;
    const lines = { table: 'edition_details', column: 'feature_id', label: 'edition line' } as const;
    expect(
      inUseMessage('product', [
        { usage: editions, count: 2 },
        { usage: features, count: 1 },
      ]),
    ).toBe('This product is used by 2 product editions and 1 feature.');
    expect(
      inUseMessage('feature', [
        { usage: editions, count: 0 },
        { usage: features, count: 3 },
        { usage: lines, count: 1 },
      ]),
    ).toBe('This feature is used by 3 features and 1 edition line.');
  });
});

describe.each(drivers)('id-set filters and in-use deletes ($name)', (driver) => {
  const { t, staff: headers } = suiteTestApp(driver, ['staff']);

  const products = (filters: unknown) =>
    t.app.inject({
      method: 'GET',
      url: '/api/Products/GetProducts',
      query: { GetAll: 'true', Filters: JSON.stringify(filters) },
      headers,
    });

  it('answers exactly the rows whose id is in the set', async () => {
    const all = (await products([])).json().Data as { ProductID: number }[];
    const wanted = [all[0]!.ProductID, all[2]!.ProductID];
    const response = await products([
      { FieldName: 'ProductID', FilterValue: `${wanted[0]}, ${wanted[1]},999999` },
    ]);
    expect(response.statusCode).toBe(200);
    const ids = (response.json().Data as { ProductID: number }[]).map((row) => row.ProductID);
    expect(ids.sort()).toEqual([...wanted].sort());
    expect(response.json().TotalItems).toBe(2);
    const single = await products([{ FieldName: 'ProductID', FilterValue: String(wanted[0]) }]);
    expect(single.json().Data.map((row: { ProductID: number }) => row.ProductID)).toEqual([wanted[0]]);
  });

  it('refuses an id that is not an integer, and more than 500 ids, with 400', async () => {
    const bad = await products([{ FieldName: 'ProductID', FilterValue: '1,2);drop table products;--' }]);
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toContain("not valid for filter field 'ProductID'");
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    const tooMany = await products([{ FieldName: 'ProductID', FilterValue: many }]);
    expect(tooMany.statusCode).toBe(400);
    expect(messageOf(tooMany)).toBe("Filter field 'ProductID' takes at most 500 ids.");
    const ok = Array.from({ length: 500 }, (_, i) => i + 1).join(',');
    expect((await products([{ FieldName: 'ProductID', FilterValue: ok }])).statusCode).toBe(200);
  });

  it('refuses to delete a product still used by editions and features, deleting nothing', async () => {
    const product = await t.db
      .insertInto('products')
      .values({ product_name: 'In use', product_version: '1' })
      .returning('product_id')
      .executeTakeFirstOrThrow();
    const dataType = await t.db.selectFrom('feature_data_types').select('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('features')
      .values(
        [1, 2].map((n) => ({
          name: `F${n}`,
          label: `Feature ${n}`,
          product_id: product.product_id,
          feature_data_type_id: dataType.id,
          value: null,
        })),
      )
      .execute();
    await t.db
      .insertInto('product_editions')
      .values({
        product_id: product.product_id,
        product_edition_name: 'Std',
        product_edition_code: 'STD',
        price: 10,
        price_per_month: 1,
      })
      .execute();
    const url = `/api/Products/DeleteProduct/${product.product_id}`;
    const refused = await t.app.inject({ method: 'DELETE', url, headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ Message: 'This product is used by 1 product edition and 2 features.' });
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/Products/GetProduct/${product.product_id}`,
      headers,
    });
    expect(still.statusCode).toBe(200);

    await t.db.deleteFrom('product_editions').where('product_id', '=', product.product_id).execute();
    await t.db.deleteFrom('features').where('product_id', '=', product.product_id).execute();
    const deleted = await t.app.inject({ method: 'DELETE', url, headers });
    expect(deleted.statusCode).toBe(200);
  });
});
