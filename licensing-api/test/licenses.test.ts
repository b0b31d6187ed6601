// Older licenses over REST (SPEC §7 Licenses): CRUD with the ProductFeatures map of feature code to
// number, their features in full, their signed file, and what they keep from being deleted.
import { verifyLicenseFile } from '@licensing/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoLicenseHolder, drivers, type TestApp } from './helpers.js';

describe.each(drivers)('older licenses ($name)', (driver) => {
  let t: TestApp;
  let headers: { authorization: string };
  let base: Record<string, unknown>;
  let editionId: number;
  let features: { id: number; name: string; type: string }[];
  beforeAll(async () => {
    t = await createTestApp(driver);
    headers = await t.authorize();
    const edition = await t.db
      .selectFrom('editions')
      .innerJoin('edition_details', 'edition_details.edition_id', 'editions.id')
      .innerJoin('features', 'features.id', 'edition_details.feature_id')
      .select(['editions.id', 'features.product_id'])
      .orderBy('editions.id')
      .executeTakeFirstOrThrow();
    editionId = edition.id;
    features = await t.db
      .selectFrom('features')
      .innerJoin('feature_data_types', 'feature_data_types.id', 'features.feature_data_type_id')
      .select(['features.id', 'features.name', 'feature_data_types.type'])
      .where('features.product_id', '=', edition.product_id)
      .orderBy('features.id')
      .execute();
    base = {
      ProductID: edition.product_id,
      ...(await demoLicenseHolder(t.db)),
      EditionId: edition.id,
      MACAddress: '00:1A:2B:3C:4D:5E',
      ServerName: 'srv-old',
      ExpiredDate: '2027-06-30T00:00:00.000Z',
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const numberFeature = () => features.find((feature) => feature.type !== 'BOOLEAN')!;
  const switchFeature = () => features.find((feature) => feature.type === 'BOOLEAN')!;

  it('seeds older licenses, newest order first', async () => {
    const list = (await call('GET', '/api/Licenses/GetLicenses?Count=5')).json();
    expect(list.TotalItems).toBe(20);
    expect(list.Data[0]).toMatchObject({ OrderNumber: 'LIC-5019', ProductFeatures: expect.any(Object) });
    expect(Object.keys(list.Data[0].ProductFeatures).length).toBeGreaterThan(0);
  });

  it('creates, reads, updates and deletes a license with its ProductFeatures map', async () => {
    const amount = numberFeature();
    const created = await call('POST', '/api/Licenses/CreateLicense', {
      ...base,
      OrderNumber: 'OLD-1',
      // Codes match whatever their case.
      ProductFeatures: { [amount.name.toLowerCase()]: 25 },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json() as number;
    const license = (await call('GET', `/api/Licenses/GetLicense/${id}`)).json();
    expect(license).toMatchObject({
      Id: id,
      OrderNumber: 'OLD-1',
      EditionId: editionId,
      AllowVirtualMachine: true,
      Status: 0,
      CustomerActivationCode: null,
      ProductFeatures: { [amount.name]: 25 },
    });
    expect(license.EditionName).toEqual(expect.any(String));

    const features = (await call('GET', `/api/Licenses/GetLicenseFeatures/${id}`)).json();
    expect(features.Features).toEqual([
      expect.objectContaining({ FeatureId: amount.id, FeatureName: amount.name, Value: 25 }),
    ]);

    const on = switchFeature();
    const updated = await call('PUT', '/api/Licenses/UpdateLicense', {
      ...base,
      Id: id,
      OrderNumber: 'OLD-1',
      ProductFeatures: { [amount.name]: 3, [on.name]: 1 },
    });
    expect(updated.json()).toBe(true);
    expect((await call('GET', `/api/Licenses/GetLicense/${id}`)).json().ProductFeatures).toEqual({
      [amount.name]: 3,
      [on.name]: 1,
    });

    expect((await call('DELETE', `/api/Licenses/DeleteLicense/${id}`)).json()).toBe(true);
    expect((await call('GET', `/api/Licenses/GetLicense/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/Licenses/GetLicenseFeatures/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad maps, unknown codes, negative values and a second order number, storing nothing', async () => {
    const amount = numberFeature();
    const refused = async (payload: object) => {
      const answer = await call('POST', '/api/Licenses/CreateLicense', { ...base, ...payload });
      expect(answer.statusCode).toBe(400);
      return answer.json() as { Message: string; ModelState?: Record<string, string[]> };
    };
    expect((await refused({ OrderNumber: 'OLD-2', ProductFeatures: { NOPE: 1 } })).Message).toBe(
      "The product has no feature 'NOPE'.",
    );
    expect((await refused({ OrderNumber: 'OLD-2', ProductFeatures: { [amount.name]: -2 } })).Message).toBe(
      'Value must be 0 or more, or -1 (unlimited)',
    );
    expect(
      (await refused({ OrderNumber: 'OLD-2', ProductFeatures: { [switchFeature().name]: 2 } })).Message,
    ).toMatch(/is a switch/);
    expect((await refused({ OrderNumber: 'OLD-2', ProductFeatures: [1, 2] })).Message).toBeTruthy();
    expect((await refused({ ProductFeatures: {} })).Message).toBe(
      'Please fill in the following required fields: Order Number',
    );
    expect(
      await t.db.selectFrom('licenses').select('id').where('order_number', '=', 'OLD-2').execute(),
    ).toEqual([]);

    expect(
      (await call('POST', '/api/Licenses/CreateLicense', { ...base, OrderNumber: 'OLD-3' })).statusCode,
    ).toBe(200);
    const again = await call('POST', '/api/Licenses/CreateLicense', { ...base, OrderNumber: 'old-3' });
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toBe('A license with this Order Number already exists.');
  });

  it('signs its license file like a product license, for its own customer only', async () => {
    const id = (
      await call('POST', '/api/Licenses/CreateLicense', {
        ...base,
        OrderNumber: 'OLD-4',
        ProductFeatures: { [numberFeature().name]: 7 },
      })
    ).json() as number;
    const issued = await call('POST', '/api/Licenses/GetIssueLicense', {
      Id: id,
      CustomerId: base.CustomerId,
    });
    const { Data, FileName } = issued.json() as { Data: string; FileName: string };
    expect(FileName).toBe('OLD-4_License.lic');
    const publicKey = (await t.app.inject({ method: 'GET', url: '/api/LicenseFile/PublicKey' })).body;
    expect(await verifyLicenseFile(Data, publicKey, { macAddress: '00:1A:2B:3C:4D:5E' })).toMatchObject({
      valid: true,
      license: { orderNumber: 'OLD-4', plan: null, features: { [numberFeature().name]: 7 } },
    });
    const other = await call('POST', '/api/Licenses/GetIssueLicense', { Id: id, CustomerId: 999_999 });
    expect(other.statusCode).toBe(400);
    expect(
      (await call('POST', '/api/Licenses/GetIssueLicense', { Id: '1e3', CustomerId: 1 })).statusCode,
    ).toBe(400);
  });

  it('keeps the customers, editions and features that older licenses use', async () => {
    const id = (
      await call('POST', '/api/Licenses/CreateLicense', {
        ...base,
        OrderNumber: 'OLD-5',
        ProductFeatures: { [numberFeature().name]: 1 },
      })
    ).json() as number;
    const edition = await call('DELETE', `/api/Editions/DeleteEdition/${editionId}`);
    expect(edition.statusCode).toBe(409);
    expect(edition.json().Message).toMatch(/license/);
    expect((await call('DELETE', `/api/Features/DeleteFeature/${numberFeature().id}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/Customer/DeleteCustomer/${base.CustomerId}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/Licenses/DeleteLicense/${id}`)).json()).toBe(true);
  });
});
