// Product licenses over REST: CRUD with every change in the history, activation codes, renewal,
// the seeded licenses, and the customers, editions and features that licenses keep.
import { createPublicKey, verify } from 'node:crypto';
import { allowsFeature, parseLicenseFile, verifyLicenseFile } from '@licensing/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoLicenseHolder, drivers, type TestApp } from './helpers.js';

describe.each(drivers)('product licenses ($name)', (driver) => {
  let t: TestApp;
  let headers: { authorization: string };
  let staff: { authorization: string };
  let base: Record<string, unknown>;
  let featureId: number;
  beforeAll(async () => {
    t = await createTestApp(driver);
    headers = await t.authorize();
    staff = await t.authorize('staff@example.com', 'Staff#2026');
    const edition = await t.db
      .selectFrom('product_editions')
      .select(['product_edition_id', 'product_id'])
      .where('product_edition_code', 'not ilike', '%trial%')
      .orderBy('product_edition_id')
      .executeTakeFirstOrThrow();
    const feature = await t.db
      .selectFrom('features')
      .innerJoin('feature_data_types', 'feature_data_types.id', 'features.feature_data_type_id')
      .select('features.id')
      .where('features.product_id', '=', edition.product_id)
      .where('feature_data_types.type', '<>', 'BOOLEAN')
      .executeTakeFirstOrThrow();
    featureId = feature.id;
    const plan = await t.db
      .selectFrom('product_license_plans')
      .select('id')
      .where('name', '=', 'Annually')
      .executeTakeFirstOrThrow();
    base = {
      ProductID: edition.product_id,
      ...(await demoLicenseHolder(t.db)),
      ProductEditionID: edition.product_edition_id,
      ProductLicensePlanID: plan.id,
      MACAddress: '00:1A:2B:3C:4D:5E',
      ServerName: null,
      ExpiredDate: '2027-06-30T00:00:00.000Z',
      ProductLicenseFeatures: [{ FeatureId: feature.id, Value: 10 }],
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = headers) =>
    t.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
  const history = async (id: number) =>
    (await call('GET', `/api/ProductLicenses/GetProductLicenseHistories/${id}`)).json() as {
      Action: {
        Action: string;
        ActionDetails: { Field: string; OriginalValue: string | null; UpdatedValue: string | null }[];
      };
      Modifier: string;
      ModifierName: string | null;
    }[];

  it('seeds 200 licenses and the seeded orders generate 4, newest order first, in every state', async () => {
    const list = (
      await call('GET', '/api/ProductLicenses/GetProductLicenses?Count=5', undefined, staff)
    ).json();
    expect(list.TotalItems).toBe(204);
    // The orders' numbers (ORD-20000 on) follow the licenses' (ORD-10000 to ORD-10199).
    expect(list.Data.map((license: { OrderNumber: string }) => license.OrderNumber)).toEqual([
      'ORD-20019',
      'ORD-20015',
      'ORD-20007',
      'ORD-20003',
      'ORD-10199',
    ]);
    const now = Date.now();
    const all = await t.db
      .selectFrom('product_licenses')
      .select(['expired_date', 'status', 'license_type_id'])
      .execute();
    expect(all.some((row) => new Date(row.expired_date).getTime() < now)).toBe(true);
    expect(all.some((row) => new Date(row.expired_date).getTime() > now)).toBe(true);
    expect(new Set(all.map((row) => row.status)).size).toBe(2);
    expect(new Set(all.map((row) => row.license_type_id)).size).toBe(2);
  });

  it('filters by displayed state and by a range of expiry days, on both license lists', async () => {
    type Row = { OrderNumber: string; ExpiredDate: string; State: string };
    const list = async (route: string, filters: object[]) => {
      const response = await t.app.inject({
        method: 'GET',
        url: route,
        headers: staff,
        query: { GetAll: 'true', Filters: JSON.stringify(filters) },
      });
      expect(response.statusCode).toBe(200);
      return response.json() as { Data: Row[]; TotalItems: number };
    };
    const now = Date.now();
    const rows = await t.db.selectFrom('product_licenses').select('expired_date').execute();
    const times = rows.map((row) => new Date(row.expired_date).getTime());
    const productLicenses = '/api/ProductLicenses/GetProductLicenses';

    const expired = await list(productLicenses, [{ FieldName: 'State', FilterValue: 'Expired' }]);
    expect(expired.TotalItems).toBe(times.filter((time) => time <= now).length);
    expect(expired.Data.every((row) => row.State === 'Expired' && Date.parse(row.ExpiredDate) <= now)).toBe(
      true,
    );
    // A person types it as they read it.
    const activated = await list(productLicenses, [{ FieldName: 'State', FilterValue: 'activated' }]);
    expect(activated.TotalItems).toBe(times.filter((time) => time > now).length);
    expect(activated.Data.every((row) => row.State === 'Activated')).toBe(true);

    // Both ends are days, included (UTC, as dates are shown).
    const year = new Date(now).getUTCFullYear() + 1;
    const from = Date.UTC(year, 0, 1);
    const to = Date.UTC(year, 6, 1); // the first instant after June 30
    const range = await list(productLicenses, [
      { FieldName: 'ExpiredDate', FilterValue: `${year}-01-01..${year}-06-30` },
    ]);
    expect(range.TotalItems).toBe(times.filter((time) => time >= from && time < to).length);
    expect(range.TotalItems).toBeGreaterThan(0);
    const before = await list(productLicenses, [
      { FieldName: 'ExpiredDate', FilterValue: `..${year}-06-30` },
    ]);
    expect(before.TotalItems).toBe(times.filter((time) => time < to).length);
    const after = await list(productLicenses, [
      { FieldName: 'ExpiredDate', FilterValue: `${year}-01-01..` },
      { FieldName: 'State', FilterValue: 'Activated' },
    ]);
    expect(after.TotalItems).toBe(times.filter((time) => time >= from).length);

    // The older licenses share the rule.
    const older = await list('/api/Licenses/GetLicenses', [{ FieldName: 'State', FilterValue: 'Expired' }]);
    const olderRows = await t.db.selectFrom('licenses').select('expired_date').execute();
    expect(older.TotalItems).toBe(
      olderRows.filter((row) => new Date(row.expired_date).getTime() <= now).length,
    );
  });

  it('refuses a state or an expiry it does not know with a 400 naming the field', async () => {
    const refused = async (field: string, value: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/ProductLicenses/GetProductLicenses',
        headers: staff,
        query: { Filters: JSON.stringify([{ FieldName: field, FilterValue: value }]) },
      });
      expect(response.statusCode).toBe(400);
      return response.json() as { Message: string; ModelState: { Filters: string[] } };
    };
    const state = await refused('State', 'Suspended');
    expect(state.Message).toBe("The value 'Suspended' is not valid for filter field 'State'.");
    expect(state.ModelState.Filters[0]).toContain('State takes one of Activated, Expired.');
    for (const value of ['2026-02-30..', 'soon', '2026-01-01', "'; drop table licenses; --.."]) {
      const expiry = await refused('ExpiredDate', value);
      expect(expiry.Message).toContain("filter field 'ExpiredDate'");
      expect(expiry.ModelState.Filters[0]).toContain('ExpiredDate takes a range of days');
    }
  });

  it('creates and updates a license, each change a history entry naming who made it', async () => {
    const created = await call(
      'POST',
      '/api/ProductLicenses/CreateProductLicense',
      { ...base, OrderNumber: 'T-1' },
      staff,
    );
    expect(created.statusCode).toBe(200);
    const id = created.json() as number;
    const license = (await call('GET', `/api/ProductLicenses/GetProductLicense/${id}`)).json();
    expect(license).toMatchObject({
      OrderNumber: 'T-1',
      AllowVirtualMachine: true,
      Status: 0,
      CustomerActivationCode: null,
    });
    expect(license.ProductLicenseFeatures).toMatchObject([{ FeatureId: featureId, Value: 10 }]);
    // The same lines on their own route, without their own Id.
    const features = (await call('GET', `/api/ProductLicenses/GetProductLicenseFeatures/${id}`)).json();
    expect(features.ProductLicenseFeatures).toEqual([
      {
        FeatureId: featureId,
        FeatureName: expect.any(String),
        FeatureLabel: expect.any(String),
        Value: 10,
        FeatureDataTypeID: expect.any(Number),
      },
    ]);
    expect((await call('GET', '/api/ProductLicenses/GetProductLicenseFeatures/999999')).statusCode).toBe(404);

    const update = {
      ...base,
      ProductLicenseID: id,
      OrderNumber: 'T-1',
      ServerName: 'srv-9',
      ProductLicenseFeatures: [{ FeatureId: featureId, Value: 20 }],
    };
    expect((await call('PUT', '/api/ProductLicenses/UpdateProductLicense', update)).json()).toBe(true);
    const [updated, createdEntry] = await history(id);
    expect(createdEntry).toMatchObject({
      Action: { Action: 'Created' },
      Modifier: 'admin',
      ModifierName: 'Staff User',
    });
    expect(updated!.Action.Action).toBe('Updated');
    expect(updated!.ModifierName).toBe('Admin User');
    expect(updated!.Action.ActionDetails).toEqual(
      expect.arrayContaining([
        { Field: 'Server Name', DataType: 'String', OriginalValue: null, UpdatedValue: 'srv-9' },
        expect.objectContaining({ OriginalValue: '10', UpdatedValue: '20' }),
      ]),
    );
    expect(updated!.Action.ActionDetails).toHaveLength(2);

    const duplicate = await call('POST', '/api/ProductLicenses/CreateProductLicense', {
      ...base,
      OrderNumber: 't-1',
    });
    expect(duplicate.json().ModelState).toEqual({
      OrderNumber: ['A license with this Order Number already exists.'],
    });
    const negative = await call('POST', '/api/ProductLicenses/CreateProductLicense', {
      ...base,
      OrderNumber: 'T-2',
      ProductLicenseFeatures: [{ FeatureId: featureId, Value: -2 }],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().Message).toBe('Value must be 0 or more, or -1 (unlimited)');
    const missing = await call('POST', '/api/ProductLicenses/CreateProductLicense', {});
    expect(missing.json().Message).toBe(
      'Please fill in the following required fields: Order Number, Product, Customer, License Type, Edition, License Plan, Expired Date',
    );
  });

  it('records a switch feature in the history as Yes or No, as every screen reads it', async () => {
    const product = base.ProductID as number;
    const switchFeature = await t.db
      .selectFrom('features')
      .innerJoin('feature_data_types', 'feature_data_types.id', 'features.feature_data_type_id')
      .select(['features.id', 'features.label'])
      .where('features.product_id', '=', product)
      .where('feature_data_types.type', '=', 'BOOLEAN')
      .executeTakeFirstOrThrow();
    const license = { ...base, OrderNumber: 'T-SWITCH' };
    const withSwitch = (value: number) => [
      { FeatureId: featureId, Value: 10 },
      { FeatureId: switchFeature.id, Value: value },
    ];
    const id = (
      await call('POST', '/api/ProductLicenses/CreateProductLicense', {
        ...license,
        ProductLicenseFeatures: withSwitch(1),
      })
    ).json() as number;
    const update = { ...license, ProductLicenseID: id, ProductLicenseFeatures: withSwitch(0) };
    expect((await call('PUT', '/api/ProductLicenses/UpdateProductLicense', update)).json()).toBe(true);
    const [updated, created] = await history(id);
    const field = `Feature ${switchFeature.label}`;
    expect(created!.Action.ActionDetails).toContainEqual({
      Field: field,
      DataType: 'Boolean',
      OriginalValue: null,
      UpdatedValue: 'Yes',
    });
    expect(updated!.Action.ActionDetails).toEqual([
      { Field: field, DataType: 'Boolean', OriginalValue: 'Yes', UpdatedValue: 'No' },
    ]);
    expect((await call('DELETE', `/api/ProductLicenses/DeleteProductLicense/${id}`)).statusCode).toBe(200);
  });
  it("holds every writer to a trial edition's terms: Trial, Monthly, two months ahead, kept on update", async () => {
    const trial = await t.db
      .selectFrom('product_editions')
      .select(['product_edition_id', 'product_id'])
      .where('product_edition_code', '=', 'EQQTrial')
      .executeTakeFirstOrThrow();
    const names = async (id: number) => {
      const license = (await call('GET', `/api/ProductLicenses/GetProductLicense/${id}`)).json();
      const type = await t.db
        .selectFrom('license_types')
        .select('type_name')
        .where('id', '=', license.LicenseTypeId)
        .executeTakeFirstOrThrow();
      const plan = await t.db
        .selectFrom('product_license_plans')
        .select('name')
        .where('id', '=', license.ProductLicensePlanID)
        .executeTakeFirstOrThrow();
      return { type: type.type_name, plan: plan.name, expiry: license.ExpiredDate as string, license };
    };
    const twoMonths = new Date();
    twoMonths.setUTCMonth(twoMonths.getUTCMonth() + 2);
    // A script asks for a Standard license on the Annually plan for three years.
    const created = await call('POST', '/api/ProductLicenses/CreateProductLicense', {
      ...base,
      OrderNumber: 'TRIAL-RULES-1',
      ProductID: trial.product_id,
      ProductEditionID: trial.product_edition_id,
      ProductLicenseFeatures: [],
      ExpiredDate: '2029-11-25T00:00:00.000Z',
    });
    expect(created.statusCode, created.body).toBe(200);
    const stored = await names(created.json());
    expect([stored.type, stored.plan]).toEqual(['Trial', 'Monthly']);
    expect(Math.abs(new Date(stored.expiry).getTime() - twoMonths.getTime())).toBeLessThan(86_400_000);

    // An update cannot move the fixed expiry, nor the type or plan.
    const updated = await call('PUT', '/api/ProductLicenses/UpdateProductLicense', {
      ...stored.license,
      LicenseTypeId: base.LicenseTypeId,
      ProductLicensePlanID: base.ProductLicensePlanID,
      ExpiredDate: '2030-01-01T00:00:00.000Z',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = await names(created.json());
    expect([after.type, after.plan, after.expiry]).toEqual(['Trial', 'Monthly', stored.expiry]);
  });

  it('issues unique activation codes that activate the license, and renews it by its plan', async () => {
    const id = (
      await call('POST', '/api/ProductLicenses/CreateProductLicense', { ...base, OrderNumber: 'T-3' })
    ).json() as number;
    const issue = () =>
      call('POST', '/api/ProductLicenses/GetIssueProductLicense_V2', {
        ProductLicenseID: id,
        CustomerId: base.CustomerId,
      });
    const first = (await issue()).json();
    const second = (await issue()).json();
    expect(first).toEqual({
      CustomerActivationCode: expect.stringMatching(/^([0-9A-HJKMNP-TV-Z]{5}-){4}[0-9A-HJKMNP-TV-Z]{5}$/),
      Status: 1,
    });
    expect(second.CustomerActivationCode).not.toBe(first.CustomerActivationCode);
    const other = await call('POST', '/api/ProductLicenses/GetIssueProductLicense_V2', {
      ProductLicenseID: id,
      CustomerId: Number(base.CustomerId) + 1,
    });
    expect(other.statusCode).toBe(400);

    const renewed = (
      await call('POST', '/api/ProductLicenses/RenewProductLicense', { ProductLicenseID: id })
    ).json();
    expect(renewed).toEqual({ ExpiredDate: '2028-06-30T00:00:00.000Z' });
    const actions = (await history(id)).map((entry) => entry.Action.Action);
    expect(actions).toEqual(['Renewed', 'Activation code issued', 'Activation code issued', 'Created']);
  });

  it('keeps the customers, editions and features that licenses use', async () => {
    const id = (
      await call('POST', '/api/ProductLicenses/CreateProductLicense', { ...base, OrderNumber: 'T-4' })
    ).json() as number;
    const held = (
      await call('GET', `/api/Customer/GetCustomerProductLicenses?CustomerId=${base.CustomerId}&Count=100`)
    ).json();
    expect(held.Data.map((license: { ProductLicenseID: number }) => license.ProductLicenseID)).toContain(id);
    expect(held.Data.every((license: { CustomerId: number }) => license.CustomerId === base.CustomerId)).toBe(
      true,
    );
    const customer = await call('DELETE', `/api/Customer/DeleteCustomer/${base.CustomerId}`);
    expect(customer.statusCode).toBe(409);
    expect(customer.json().Message).toMatch(/product license/);
    expect((await call('DELETE', `/api/Features/DeleteFeature/${featureId}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/ProductLicenses/DeleteProductLicense/${id}`)).json()).toBe(true);
    expect((await call('GET', `/api/ProductLicenses/GetProductLicenseHistories/${id}`)).statusCode).toBe(404);
  });

  it('licenses a feature as unlimited (-1, SPEC §3), and its signed file says so', async () => {
    const created = await call('POST', '/api/ProductLicenses/CreateProductLicense', {
      ...base,
      OrderNumber: 'T-U1',
      ProductLicenseFeatures: [{ FeatureId: featureId, Value: -1 }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json() as number;
    const license = (await call('GET', `/api/ProductLicenses/GetProductLicense/${id}`)).json();
    expect(license.ProductLicenseFeatures).toMatchObject([{ FeatureId: featureId, Value: -1 }]);
    const issued = await call('POST', '/api/ProductLicenses/GetIssueProductLicense', {
      ProductLicenseID: id,
      CustomerId: base.CustomerId,
    });
    const publicKey = (await t.app.inject({ method: 'GET', url: '/api/LicenseFile/PublicKey' })).body;
    const checked = await verifyLicenseFile(issued.json().Data, publicKey);
    if (!checked.valid) throw new Error(checked.reason);
    const [code] = Object.keys(checked.license.features);
    expect(checked.license.features).toEqual({ [code!]: -1 });
    expect(allowsFeature(checked.license, code!, 1_000_000)).toBe(true);
    expect(allowsFeature(checked.license, 'NOT_LICENSED')).toBe(false);
  });

  it('signs a license file that verifies offline, and fails once one byte changes', async () => {
    const id = (
      await call('POST', '/api/ProductLicenses/CreateProductLicense', { ...base, OrderNumber: 'T-5' })
    ).json() as number;
    const issued = await call('POST', '/api/ProductLicenses/GetIssueProductLicense', {
      ProductLicenseID: id,
      CustomerId: base.CustomerId,
    });
    const { Data, FileName } = issued.json() as { Data: string; FileName: string };
    expect(FileName).toBe('T-5_License.lic');
    expect(Data).toMatch(
      /^-----BEGIN LICENSE FILE-----\n([A-Za-z0-9+/=]{1,60}\n)+-----END LICENSE FILE-----\n$/,
    );

    // Public, and the only key that leaves licensing-api.
    const publicKey = (await t.app.inject({ method: 'GET', url: '/api/LicenseFile/PublicKey' })).body;
    expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const envelope = parseLicenseFile(Data)!;
    expect(envelope.alg).toBe('base64+ed25519');
    // As INTEGRATIONS.md says a vendor verifies it with node:crypto.
    expect(
      verify(
        null,
        Buffer.from(`license/${envelope.enc}`),
        createPublicKey(publicKey),
        Buffer.from(envelope.sig, 'base64'),
      ),
    ).toBe(true);

    const checked = await verifyLicenseFile(Data, publicKey, { macAddress: '00:1a:2b:3c:4d:5e' });
    expect(checked).toMatchObject({
      valid: true,
      license: {
        orderNumber: 'T-5',
        macAddress: '00:1A:2B:3C:4D:5E',
        expiry: '2027-06-30T00:00:00.000Z',
        features: expect.any(Object),
        allowVirtualMachine: true,
      },
    });
    expect(await verifyLicenseFile(Data, publicKey, { macAddress: '11:22:33:44:55:66' })).toMatchObject({
      valid: false,
      reason: 'The license is for another MAC address.',
    });
    expect(await verifyLicenseFile(Data, publicKey, { now: new Date('2027-07-01T00:00:00Z') })).toMatchObject(
      {
        valid: false,
        reason: 'The license has expired.',
      },
    );
    // One byte of the signed facts changed: the signature no longer matches.
    const forged = { ...envelope, enc: envelope.enc.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')) };
    const forgedText = `-----BEGIN LICENSE FILE-----\n${Buffer.from(JSON.stringify(forged)).toString('base64')}\n-----END LICENSE FILE-----\n`;
    expect((await verifyLicenseFile(forgedText, publicKey)).valid).toBe(false);
    expect(
      (
        await call('POST', '/api/ProductLicenses/GetIssueProductLicense', {
          ProductLicenseID: id,
          CustomerId: 999999,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('searches each searched field (through trigram indexes): the rows whose any field holds the text', async () => {
    /** Every page's rows of the list with `query`, and its TotalItems. */
    const everyRow = async (query: Record<string, string>) => {
      const rows: Record<string, unknown>[] = [];
      for (let page = 1; ; page++) {
        const params = new URLSearchParams({ ...query, Page: String(page), Count: '100' });
        const answer = (
          await t.app.inject({
            method: 'GET',
            url: `/api/ProductLicenses/GetProductLicenses?${params}`,
            headers,
          })
        ).json();
        rows.push(...answer.Data);
        if (answer.Data.length < 100) return { rows, total: answer.TotalItems as number };
      }
    };
    const { rows: all, total } = await everyRow({});
    // The whole list's total, added up from the licenses counted per product (migration 0023).
    expect(total).toBe(all.length);
    const searched = [
      'OrderNumber',
      'ProductName',
      'CustomerName',
      'CustomerEmail',
      'ProductEditionName',
      'MACAddress',
      'ServerName',
    ];
    const customer = String(all[7]!.CustomerName);
    const email = String(all[9]!.CustomerEmail);
    for (const text of [
      customer.slice(2, 7),
      customer,
      email,
      email.split('@')[1]!,
      'desk',
      String(all[3]!.OrderNumber).slice(-4),
      ':1a',
      'srv-1',
      'no such text',
      '%',
    ]) {
      const expected = all
        .filter((row) =>
          searched.some((field) =>
            String(row[field] ?? '')
              .toLowerCase()
              .includes(text.toLowerCase()),
          ),
        )
        .map((row) => row.ProductLicenseID);
      const found = await everyRow({ Search: text });
      expect(found.rows.map((row) => row.ProductLicenseID).sort(), text).toEqual(expected.sort());
      expect(found.total, text).toBe(expected.length);
    }
    // A filter through a reference (the product's name): its ids asked first, none matching none.
    for (const text of ['desk', 'no such product']) {
      const filtered = await everyRow({
        Filters: JSON.stringify([{ FieldName: 'ProductName', FilterValue: text }]),
      });
      const expected = all.filter((row) => String(row.ProductName).toLowerCase().includes(text));
      expect(filtered.total, text).toBe(expected.length);
      expect(filtered.rows.map((row) => row.ProductLicenseID).sort(), text).toEqual(
        expected.map((row) => row.ProductLicenseID).sort(),
      );
    }
  });
});
