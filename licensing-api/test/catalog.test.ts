// Features, product editions, editions, license types and plans: every endpoint, the refusals, and
// the demo catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, messageOf, type TestApp } from './helpers.js';

type Feature = {
  Id: number;
  Name: string;
  ProductID: number;
  FeatureDataType: string;
  FeatureDataTypeID: number;
};

describe.each(drivers)('catalog ($name)', (driver) => {
  let t: TestApp;
  let headers: { authorization: string };
  let adminHeaders: { authorization: string };
  let productId: number;
  let otherProductId: number;
  let types: { ID: number; Type: string }[];
  beforeAll(async () => {
    t = await createTestApp(driver);
    headers = await t.authorize('staff@example.com', 'Staff#2026');
    adminHeaders = await t.authorize();
    const create = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Products/CreateProduct',
        payload: { ProductName: name, ProductVersion: '1' },
        headers,
      });
    productId = (await create('Catalog Test')).json();
    otherProductId = (await create('Catalog Other')).json();
    types = (await get('/api/Features/GetFeatureDataTypes')).json().Data;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, query?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, ...(query ? { query } : {}), headers });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = headers) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: as });
  const typeId = (type: string) => types.find((row) => row.Type === type)!.ID;
  const createFeature = async (name: string, type: string, product = productId) => {
    const response = await send('POST', '/api/Features/CreateFeature', {
      Name: name,
      Label: `${name} label`,
      ProductID: product,
      FeatureDataTypeID: typeId(type),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as number;
  };

  describe('features', () => {
    it('lists the data types, BOOLEAN among them', async () => {
      expect(types.map((row) => row.Type).sort()).toEqual(['BOOLEAN', 'NUMBER']);
    });

    it('creates, reads, updates and deletes a feature', async () => {
      const id = await createFeature('SEATS', 'NUMBER');
      const read = await get(`/api/Features/GetFeature/${id}`);
      expect(read.json()).toMatchObject({
        Id: id,
        Name: 'SEATS',
        Label: 'SEATS label',
        ProductID: productId,
        ProductName: 'Catalog Test',
        IsActive: true,
        FeatureDataType: 'NUMBER',
      });
      const updated = await send('PUT', '/api/Features/UpdateFeature', {
        Id: id,
        Name: 'SEATS2',
        Label: 'Seats',
        ProductID: productId,
        FeatureDataTypeID: typeId('BOOLEAN'),
        IsActive: false,
      });
      expect(updated.statusCode).toBe(200);
      expect((await get(`/api/Features/GetFeature/${id}`)).json()).toMatchObject({
        Name: 'SEATS2',
        IsActive: false,
        FeatureDataType: 'BOOLEAN',
      });
      expect((await send('DELETE', `/api/Features/DeleteFeature/${id}`)).json()).toBe(true);
      expect((await get(`/api/Features/GetFeature/${id}`)).statusCode).toBe(404);
      expect((await send('DELETE', `/api/Features/DeleteFeature/${id}`)).statusCode).toBe(404);
    });

    it('requires Product Name, Feature Code, Feature Label and Data Type (SPEC §5)', async () => {
      const response = await send('POST', '/api/Features/CreateFeature', {});
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toMatch(/^Please fill in the following required fields: /);
      for (const label of ['Product Name', 'Feature Code', 'Feature Label', 'Data Type']) {
        expect(messageOf(response)).toContain(label);
      }
      expect(Object.keys(response.json().ModelState).sort()).toEqual(
        ['FeatureDataTypeID', 'Label', 'Name', 'ProductID'].sort(),
      );
    });

    it('keeps codes unique per product, whatever the case, and checks references', async () => {
      await createFeature('UNIQUE_CODE', 'NUMBER');
      const clash = await send('POST', '/api/Features/CreateFeature', {
        Name: 'unique_code',
        Label: 'x',
        ProductID: productId,
        FeatureDataTypeID: typeId('NUMBER'),
      });
      expect(clash.statusCode).toBe(400);
      expect(clash.json().ModelState.Name).toEqual([messageOf(clash)]);
      // The same code in another product is fine.
      await createFeature('UNIQUE_CODE', 'NUMBER', otherProductId);
      const noProduct = await send('POST', '/api/Features/CreateFeature', {
        Name: 'X',
        Label: 'x',
        ProductID: 999999,
        FeatureDataTypeID: typeId('NUMBER'),
      });
      expect(noProduct.statusCode).toBe(400);
      expect(messageOf(noProduct)).toBe('Product not found.');
    });

    it('lists by Name asc by default, filters by a set of product ids, searches', async () => {
      const response = await get('/api/Features/GetFeatures', {
        GetAll: 'true',
        Filters: JSON.stringify([{ FieldName: 'ProductID', FilterValue: `${productId},${otherProductId}` }]),
      });
      const rows = response.json().Data as Feature[];
      expect(rows.length).toBeGreaterThan(1);
      expect(new Set(rows.map((row) => row.ProductID))).toEqual(new Set([productId, otherProductId]));
      const names = rows.map((row) => row.Name.toLowerCase());
      expect(names).toEqual([...names].sort());
      const found = await get('/api/Features/GetFeatures', { Search: 'unique_c' });
      expect(found.json().TotalItems).toBe(2);
    });
  });

  describe('product editions', () => {
    let numberFeature: number;
    let switchFeature: number;
    beforeAll(async () => {
      numberFeature = await createFeature('PE_USERS', 'NUMBER');
      switchFeature = await createFeature('PE_API', 'BOOLEAN');
    });
    const edition = (extra: object = {}) => ({
      ProductID: productId,
      ProductEditionName: 'Test Edition',
      ProductEditionCode: 'TEST',
      Price: 1200.5,
      PricePerMonth: 0,
      ActiveDate: '2025-01-01',
      ProductEditionDetail: [
        { FeatureID: numberFeature, Quantity: -1 },
        { FeatureID: switchFeature, Quantity: 1 },
      ],
      ...extra,
    });

    it('creates an edition with its lines in one call, answering ProductEditionID', async () => {
      const created = await send('POST', '/api/ProductEditions/CreateProductEdition', edition());
      expect(created.statusCode).toBe(200);
      const id = created.json();
      expect(typeof id).toBe('number');
      const read = (await get(`/api/ProductEditions/GetProductEdition/${id}`)).json();
      expect(read).toMatchObject({
        ProductEditionID: id,
        ProductID: productId,
        ProductName: 'Catalog Test',
        Price: 1200.5,
        PricePerMonth: 0,
        DisplayOrder: 1,
        ActiveDate: '2025-01-01T00:00:00.000Z',
        InActiveDate: null,
        IsActive: true,
      });
      expect(
        read.ProductEditionDetail.map((line: { FeatureID: number; Quantity: number }) => [
          line.FeatureID,
          line.Quantity,
        ]),
      ).toEqual(
        expect.arrayContaining([
          [numberFeature, -1],
          [switchFeature, 1],
        ]),
      );
      expect(read.ProductEditionDetail[0]).toMatchObject({
        FeatureLabel: expect.any(String),
        IsFeatureActive: true,
      });
    });

    it('updates fields and replaces the lines; a past InActiveDate makes it inactive', async () => {
      const id = (await send('POST', '/api/ProductEditions/CreateProductEdition', edition())).json();
      const updated = await send(
        'PUT',
        '/api/ProductEditions/UpdateProductEdition',
        edition({
          ProductEditionID: id,
          InActiveDate: '2025-06-01',
          ProductEditionDetail: [{ FeatureID: switchFeature, Quantity: 0 }],
        }),
      );
      expect(updated.statusCode).toBe(200);
      const read = (await get(`/api/ProductEditions/GetProductEdition/${id}`)).json();
      expect(read.IsActive).toBe(false);
      expect(read.ProductEditionDetail).toHaveLength(1);
      expect(read.ProductEditionDetail[0]).toMatchObject({ FeatureID: switchFeature, Quantity: 0 });
      const missing = await send(
        'PUT',
        '/api/ProductEditions/UpdateProductEdition',
        edition({ ProductEditionID: 999999 }),
      );
      expect(missing.statusCode).toBe(404);
      expect(messageOf(missing)).toBe('Product edition not found.');
    });

    it('requires the SPEC §5 fields; 0 is a price per month, empty is not', async () => {
      const response = await send('POST', '/api/ProductEditions/CreateProductEdition', {
        PricePerMonth: null,
      });
      expect(response.statusCode).toBe(400);
      for (const label of ['Product', 'Edition Name', 'Edition Code', 'Price Per Year', 'Price Per Month']) {
        expect(messageOf(response)).toContain(label);
      }
      const edit = await send('PUT', '/api/ProductEditions/UpdateProductEdition', { ProductEditionID: 1 });
      expect(messageOf(edit)).toContain('Product Name');
    });

    it('refuses lines of another product, a switch quantity other than 1 or 0, and nothing is written', async () => {
      const foreign = await createFeature('FOREIGN', 'NUMBER', otherProductId);
      const before = (await get('/api/ProductEditions/GetProductEditions', { GetAll: 'true' })).json()
        .TotalItems;
      const wrongProduct = await send(
        'POST',
        '/api/ProductEditions/CreateProductEdition',
        edition({ ProductEditionDetail: [{ FeatureID: foreign, Quantity: 1 }] }),
      );
      expect(wrongProduct.statusCode).toBe(400);
      expect(messageOf(wrongProduct)).toContain('belongs to another product');
      const badSwitch = await send(
        'POST',
        '/api/ProductEditions/CreateProductEdition',
        edition({ ProductEditionDetail: [{ FeatureID: switchFeature, Quantity: 5 }] }),
      );
      expect(badSwitch.statusCode).toBe(400);
      expect(messageOf(badSwitch)).toContain('quantity must be 1 or 0');
      const tooLow = await send(
        'POST',
        '/api/ProductEditions/CreateProductEdition',
        edition({ ProductEditionDetail: [{ FeatureID: numberFeature, Quantity: -2 }] }),
      );
      expect(tooLow.statusCode).toBe(400);
      const after = (await get('/api/ProductEditions/GetProductEditions', { GetAll: 'true' })).json()
        .TotalItems;
      expect(after).toBe(before);
    });

    it('lists by ProductEditionName asc with lines, filters by product ids', async () => {
      const response = await get('/api/ProductEditions/GetProductEditions', {
        GetAll: 'true',
        Filters: JSON.stringify([{ FieldName: 'ProductID', FilterValue: String(productId) }]),
      });
      const rows = response.json().Data as { ProductID: number; ProductEditionDetail: unknown[] }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.ProductID === productId && row.ProductEditionDetail.length > 0)).toBe(
        true,
      );
      const all = (await get('/api/ProductEditions/GetProductEditions')).json();
      const names = all.Data.map((row: { ProductEditionName: string }) =>
        row.ProductEditionName.toLowerCase(),
      );
      expect(names).toEqual([...names].sort());
      expect(all.Data).toHaveLength(10);
    });

    it('deletes an edition with its lines; a feature on a line cannot be deleted', async () => {
      const id = (await send('POST', '/api/ProductEditions/CreateProductEdition', edition())).json();
      const refused = await send('DELETE', `/api/Features/DeleteFeature/${numberFeature}`);
      expect(refused.statusCode).toBe(409);
      expect(messageOf(refused)).toMatch(/^This feature is used by \d+ product edition lines\.$/);
      expect((await get(`/api/Features/GetFeature/${numberFeature}`)).statusCode).toBe(200);
      const refusedProduct = await send('DELETE', `/api/Products/DeleteProduct/${productId}`);
      expect(refusedProduct.statusCode).toBe(409);
      expect(messageOf(refusedProduct)).toMatch(
        /^This product is used by \d+ product editions and \d+ features\.$/,
      );

      expect((await send('DELETE', `/api/ProductEditions/DeleteProductEdition/${id}`)).json()).toBe(true);
      expect((await get(`/api/ProductEditions/GetProductEdition/${id}`)).statusCode).toBe(404);
      expect((await send('DELETE', `/api/ProductEditions/DeleteProductEdition/${id}`)).statusCode).toBe(404);
    });
  });

  describe('editions (older entity)', () => {
    it('creates, reads, updates, lists and deletes an edition with feature lines', async () => {
      const feature = await createFeature('ED_USERS', 'NUMBER');
      const created = await send('POST', '/api/Editions/CreateEdition', {
        Name: 'Old Edition',
        Code: 'OLD',
        ActiveDate: '2025-01-01',
        EditionDetail: [{ FeatureID: feature, Quantity: 3 }],
      });
      expect(created.statusCode).toBe(200);
      const id = created.json();
      expect((await get(`/api/Editions/GetEdition/${id}`)).json()).toMatchObject({
        Id: id,
        Name: 'Old Edition',
        IsActive: true,
        EditionDetail: [{ FeatureID: feature, Quantity: 3 }],
      });
      const refused = await send('DELETE', `/api/Features/DeleteFeature/${feature}`);
      expect(refused.json()).toEqual({ Message: 'This feature is used by 1 edition line.' });
      const updated = await send('PUT', '/api/Editions/UpdateEdition', {
        Id: id,
        Name: 'Old Edition 2',
        Code: 'OLD2',
        InActiveDate: '2025-02-01',
        EditionDetail: [],
      });
      expect(updated.statusCode).toBe(200);
      expect((await get(`/api/Editions/GetEdition/${id}`)).json()).toMatchObject({
        Name: 'Old Edition 2',
        IsActive: false,
        EditionDetail: [],
      });
      const list = (await get('/api/Editions/GetEditions', { Search: 'old edition' })).json();
      expect(list.TotalItems).toBe(1);
      expect((await send('POST', '/api/Editions/CreateEdition', {})).statusCode).toBe(400);
      expect((await send('DELETE', `/api/Editions/DeleteEdition/${id}`)).json()).toBe(true);
      expect((await get(`/api/Editions/GetEdition/${id}`)).statusCode).toBe(404);
      expect((await send('DELETE', `/api/Features/DeleteFeature/${feature}`)).statusCode).toBe(200);
    });
  });

  describe('license plans and types', () => {
    it("answers the plans 'Monthly' (1) and 'Annually' (12)", async () => {
      const plans = (await get('/api/ProductLicenses/GetProductLicensePlans')).json();
      expect(plans.Data.map((plan: { Name: string; Unit: number }) => [plan.Name, plan.Unit])).toEqual([
        ['Monthly', 1],
        ['Annually', 12],
      ]);
    });

    it("lists 'Standard' and 'Trial' by TypeName and reads one", async () => {
      const types = (await get('/api/LicenseTypes/GetLicenseTypes')).json();
      expect(types.Data.map((type: { TypeName: string }) => type.TypeName)).toEqual(['Standard', 'Trial']);
      const one = await get(`/api/LicenseTypes/GetLicenseType/${types.Data[0].Id}`);
      expect(one.json()).toEqual(types.Data[0]);
      expect((await get('/api/LicenseTypes/GetLicenseType/999999')).statusCode).toBe(404);
    });

    it('lets administrators only create, rename and delete license types', async () => {
      const refused = await send('POST', '/api/LicenseTypes/CreateLicenseType', { TypeName: 'Partner' });
      expect(refused.statusCode).toBe(403);
      const created = await send(
        'POST',
        '/api/LicenseTypes/CreateLicenseType',
        { TypeName: 'Partner' },
        adminHeaders,
      );
      expect(created.statusCode).toBe(200);
      const id = created.json();
      const duplicate = await send(
        'POST',
        '/api/LicenseTypes/CreateLicenseType',
        { TypeName: 'trial' },
        adminHeaders,
      );
      expect(duplicate.statusCode).toBe(400);
      expect(
        (await send('POST', '/api/LicenseTypes/CreateLicenseType', {}, adminHeaders)).json().Message,
      ).toBe('Please fill in the following required fields: Type Name');
      const renamed = await send(
        'PUT',
        '/api/LicenseTypes/UpdateLicenseType',
        { Id: id, TypeName: 'Reseller' },
        adminHeaders,
      );
      expect(renamed.statusCode).toBe(200);
      expect((await get(`/api/LicenseTypes/GetLicenseType/${id}`)).json().TypeName).toBe('Reseller');
      expect((await send('DELETE', `/api/LicenseTypes/DeleteLicenseType/${id}`)).statusCode).toBe(403);
      expect(
        (await send('DELETE', `/api/LicenseTypes/DeleteLicenseType/${id}`, undefined, adminHeaders)).json(),
      ).toBe(true);
      expect(
        (await send('DELETE', `/api/LicenseTypes/DeleteLicenseType/${id}`, undefined, adminHeaders))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('demo catalogue', () => {
    it('has features of both types per product and a trial edition EQQTrial', async () => {
      const features = (await get('/api/Features/GetFeatures', { GetAll: 'true' })).json().Data as Feature[];
      const seededProducts = (
        await get('/api/Products/GetProducts', { GetAll: 'true', Search: 'EQQ' })
      ).json().Data as {
        ProductID: number;
      }[];
      expect(seededProducts).toHaveLength(3);
      for (const product of seededProducts) {
        const own = features.filter((feature) => feature.ProductID === product.ProductID);
        expect(new Set(own.map((feature) => feature.FeatureDataType))).toEqual(
          new Set(['BOOLEAN', 'NUMBER']),
        );
      }
      const trial = (await get('/api/ProductEditions/GetProductEditions', { Search: 'EQQTrial' })).json()
        .Data;
      expect(trial[0]).toMatchObject({
        ProductEditionName: 'EQQTrial',
        ProductEditionCode: 'EQQTrial',
        IsActive: true,
      });
    });
  });
});
