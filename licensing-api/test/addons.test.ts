import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, messageOf, type TestApp } from './helpers.js';

type Addon = {
  ID: number;
  Name: string;
  Code: string;
  ProductID: number;
  FeatureId: number | null;
  IsActive: boolean;
  Price: number;
  PricePerMonth: number;
  PriceCalcPerItem: boolean;
};
type Page = { Data: Addon[]; TotalItems: number };

const BASE = '/api/Addon';

describe.each(drivers)('add-ons ($name)', (driver) => {
  let t: TestApp;
  let headers: { authorization: string };
  let productId: number;
  let otherProductId: number;
  let featureId: number;
  let otherFeatureId: number;

  beforeAll(async () => {
    t = await createTestApp(driver);
    headers = await t.authorize('staff@example.com', 'Staff#2026');
    const product = (name: string) =>
      t.db
        .insertInto('products')
        .values({ product_name: name, product_version: '1' })
        .returning('product_id')
        .executeTakeFirstOrThrow();
    productId = (await product('Addon Product')).product_id;
    otherProductId = (await product('Addon Other')).product_id;
    const type = await t.db.selectFrom('feature_data_types').select('id').executeTakeFirstOrThrow();
    const feature = (product_id: number, name: string) =>
      t.db
        .insertInto('features')
        .values({ name, label: name, product_id, feature_data_type_id: type.id })
        .returning('id')
        .executeTakeFirstOrThrow();
    featureId = (await feature(productId, 'SEATS')).id;
    otherFeatureId = (await feature(otherProductId, 'OTHER')).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, query?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, ...(query ? { query } : {}), headers });
  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: `${BASE}/CreateAddon`, payload, headers });
  const update = (payload: object) =>
    t.app.inject({ method: 'PUT', url: `${BASE}/UpdateAddon`, payload, headers });
  const remove = (id: number) =>
    t.app.inject({ method: 'DELETE', url: `${BASE}/DeleteAddon/${id}`, headers });
  const list = async (query: Record<string, string>) => {
    const response = await get(`${BASE}/GetAllAddons`, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  };

  it('creates with the SPEC §3 defaults and a Code generated from the name', async () => {
    const created = await create({ ProductID: productId, Name: ' Extra  Seat\tPack ', Code: 'Ignored' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json();
    expect((await get(`${BASE}/GetAddon/${id}`)).json()).toEqual({
      ID: id,
      Name: 'Extra  Seat\tPack',
      Code: 'ExtraSeatPack',
      ProductID: productId,
      FeatureId: null,
      IsActive: true,
      Price: 0,
      PricePerMonth: 0,
      PriceCalcPerItem: false,
    });
  });

  it('updates (the Code follows the name), links a feature, and deletes', async () => {
    const id = (await create({ ProductID: productId, Name: 'Backup' })).json();
    const updated = await update({
      ID: id,
      ProductID: productId,
      Name: 'Cloud Backup',
      FeatureId: featureId,
      IsActive: false,
      Price: 240.5,
      PricePerMonth: '25',
      PriceCalcPerItem: true,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toBe(true);
    expect((await get(`${BASE}/GetAddon/${id}`)).json()).toMatchObject({
      Code: 'CloudBackup',
      FeatureId: featureId,
      IsActive: false,
      Price: 240.5,
      PricePerMonth: 25,
      PriceCalcPerItem: true,
    });
    // Unlinking: no feature.
    const unlinked = await update({ ID: id, ProductID: productId, Name: 'Cloud Backup', FeatureId: null });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect((await get(`${BASE}/GetAddon/${id}`)).json()).toMatchObject({ FeatureId: null, IsActive: true });

    expect((await remove(id)).json()).toBe(true);
    expect((await get(`${BASE}/GetAddon/${id}`)).statusCode).toBe(404);
  });

  it('keeps an explicit false and 0, and takes the defaults for null', async () => {
    const off = await create({
      ProductID: String(productId),
      Name: 'Off',
      IsActive: false,
      PriceCalcPerItem: false,
      Price: 0,
      PricePerMonth: null,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await get(`${BASE}/GetAddon/${off.json()}`)).json()).toMatchObject({
      IsActive: false,
      PriceCalcPerItem: false,
      Price: 0,
      PricePerMonth: 0,
    });
    const defaults = await create({
      ProductID: productId,
      Name: 'Defaults',
      IsActive: null,
      PriceCalcPerItem: null,
    });
    expect((await get(`${BASE}/GetAddon/${defaults.json()}`)).json()).toMatchObject({
      IsActive: true,
      PriceCalcPerItem: false,
    });
    const bad = await create({ ProductID: productId, Name: 'Bad', IsActive: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      Message: 'Active must be true or false',
      ModelState: { IsActive: ['Active must be true or false'] },
    });
    await remove(off.json());
    await remove(defaults.json());
  });

  it('answers 404 Addon not found. for a missing id', async () => {
    for (const response of [
      await get(`${BASE}/GetAddon/999999`),
      await update({ ID: 999999, ProductID: productId, Name: 'X' }),
      await remove(999999),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Message: 'Addon not found.' });
    }
  });

  it('names missing fields and refuses bad prices, unknown products and foreign features', async () => {
    const empty = await create({ ProductID: '', Name: '  ', Price: null });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      Message: 'Please fill in the following required fields: Product, Name',
      ModelState: { ProductID: ['Product is required.'], Name: ['Name is required.'] },
    });
    const negative = await create({ ProductID: productId, Name: 'A', Price: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toEqual({
      Message: 'Price must be 0 or more',
      ModelState: { Price: ['Price must be 0 or more'] },
    });
    const unknownProduct = await create({ ProductID: 999999, Name: 'A' });
    expect(unknownProduct.statusCode).toBe(400);
    expect(messageOf(unknownProduct)).toBe('Product not found.');
    const unknownFeature = await create({ ProductID: productId, Name: 'A', FeatureId: 999999 });
    expect(unknownFeature.statusCode).toBe(400);
    expect(unknownFeature.json()).toEqual({
      Message: 'Feature not found.',
      ModelState: { FeatureId: ['Feature not found.'] },
    });
    const foreign = await create({ ProductID: productId, Name: 'A', FeatureId: otherFeatureId });
    expect(foreign.statusCode).toBe(400);
    expect(messageOf(foreign)).toBe("The feature does not belong to the add-on's product.");
    // Nothing half-written.
    expect((await list({ Search: 'A', GetAll: 'true' })).Data.filter((a) => a.Name === 'A')).toEqual([]);
  });

  it('keeps a product and a linked feature from being deleted while add-ons use them', async () => {
    const id = (await create({ ProductID: productId, Name: 'Guard', FeatureId: featureId })).json();
    const product = await t.app.inject({
      method: 'DELETE',
      url: `/api/Products/DeleteProduct/${productId}`,
      headers,
    });
    expect(product.statusCode).toBe(409);
    expect(messageOf(product)).toMatch(/^This product is used by .*\d+ add-ons?/);
    const feature = await t.app.inject({
      method: 'DELETE',
      url: `/api/Features/DeleteFeature/${featureId}`,
      headers,
    });
    expect(feature.statusCode).toBe(409);
    expect(messageOf(feature)).toBe('This feature is used by 1 add-on.');
    expect((await remove(id)).statusCode).toBe(200);
  });

  it('the demo seed gives each demo product add-ons, priced per item or not', async () => {
    const seeded = await t.db
      .selectFrom('addons')
      .innerJoin('products', 'products.product_id', 'addons.product_id')
      .select(['products.product_name', 'addons.code', 'addons.price_calc_per_item'])
      .where('products.product_name', 'in', ['EQQ Server', 'EQQ Desktop', 'EQQ Cloud Connector'])
      .execute();
    expect(new Set(seeded.map((row) => row.product_name)).size).toBe(3);
    expect(new Set(seeded.map((row) => row.price_calc_per_item))).toEqual(new Set([true, false]));
    expect(seeded.map((row) => row.code)).toContain('PremiumSupport');
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/GetAllAddons` })).statusCode).toBe(401);
  });

  describe('GetAllAddons', () => {
    beforeAll(async () => {
      await t.db.deleteFrom('order_details').execute();
      await t.db.deleteFrom('addons').execute();
      for (const [name, product] of [
        ['Zeta Pack', productId],
        ['alpha pack', productId],
        ['Beta Pack', productId],
        ['Other Pack', otherProductId],
      ] as const) {
        expect((await create({ ProductID: product, Name: name })).statusCode).toBe(200);
      }
    });

    it('filters by the ProductID parameter, sorted by Name', async () => {
      const mine = await list({ ProductID: String(productId) });
      expect(mine.TotalItems).toBe(3);
      expect(mine.Data.map((addon) => addon.Name)).toEqual(['alpha pack', 'Beta Pack', 'Zeta Pack']);
      const both = await list({
        GetAll: 'true',
        Filters: JSON.stringify([{ FieldName: 'ProductID', FilterValue: `${productId},${otherProductId}` }]),
      });
      expect(both.TotalItems).toBe(4);
      expect((await list({ Search: 'otherpack' })).Data.map((addon) => addon.Code)).toEqual(['OtherPack']);
    });

    it('refuses a malformed ProductID and unknown sort fields', async () => {
      expect((await get(`${BASE}/GetAllAddons`, { ProductID: 'x' })).statusCode).toBe(400);
      // Ids are parsed strictly, not coerced: '01', '+1' and '1e0' are no ids.
      for (const ProductID of ['01', '+1', '1e0', ' 1']) {
        const refused = await get(`${BASE}/GetAllAddons`, { ProductID });
        expect(refused.statusCode, ProductID).toBe(400);
        expect(refused.json().ModelState, ProductID).toEqual({ ProductID: [messageOf(refused)] });
      }
      const bad = await get(`${BASE}/GetAllAddons`, {
        MultipleOrders: JSON.stringify([{ FieldName: 'Secret', Type: 'asc' }]),
      });
      expect(bad.statusCode).toBe(400);
      expect(messageOf(bad)).toBe("Unknown sort field 'Secret'.");
    });
  });
});
