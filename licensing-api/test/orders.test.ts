// Orders over REST (SPEC §7 api/CustomerRequest): the seeded states and filters, the total the
// server recomputes, the SPEC §5 rules, the state machine of generate and decline, the license
// e-mail, and the quote PDF.
import { ORDER_STATES, orderState } from '@licensing/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, type TestApp } from './helpers.js';
import { pdfPages } from './pdf-text.js';

describe.each(drivers)('orders ($name)', (driver) => {
  let t: TestApp;
  let headers: { authorization: string };
  let base: Record<string, unknown>;
  let prices: { monthly: number; yearly: number };
  let addons: { id: number; price: number; perMonth: number; perItem: boolean }[];
  let plans: Record<string, number>;
  let trialCode: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    headers = await t.authorize();
    const edition = await t.db
      .selectFrom('product_editions')
      .select(['product_id', 'product_edition_code', 'price', 'price_per_month'])
      .where('product_edition_code', 'not ilike', '%trial%')
      .where('inactive_date', 'is', null)
      .orderBy('product_edition_id')
      .executeTakeFirstOrThrow();
    trialCode = (
      await t.db
        .selectFrom('product_editions')
        .select('product_edition_code')
        .where('product_id', '=', edition.product_id)
        .where('product_edition_code', 'ilike', '%trial%')
        .executeTakeFirstOrThrow()
    ).product_edition_code;
    prices = { monthly: Number(edition.price_per_month), yearly: Number(edition.price) };
    addons = (
      await t.db
        .selectFrom('addons')
        .selectAll()
        .where('product_id', '=', edition.product_id)
        .orderBy('id')
        .execute()
    ).map((addon) => ({
      id: addon.id,
      price: Number(addon.price),
      perMonth: Number(addon.price_per_month),
      perItem: addon.price_calc_per_item,
    }));
    plans = Object.fromEntries(
      (await t.db.selectFrom('product_license_plans').select(['id', 'name']).execute()).map((plan) => [
        plan.name,
        plan.id,
      ]),
    );
    base = {
      ProductID: edition.product_id,
      LicenseEditionCode: edition.product_edition_code,
      ProductLicensePlanID: plans.Monthly,
      ProductLicensePlanQuantity: 3,
      Quantity: 2,
      FirstName: 'Test',
      LastName: 'Buyer',
      CompanyName: 'Buyers Ltd',
      Email: 'test.buyer@example.net',
      PhoneNumber: '+15550001234',
      Address: '1 Test Road',
      MACAddress: '00:AA:BB:CC:DD:EE',
      ServerName: 'buyer-srv',
      TechServiceLastName: 'Tech',
      TechServiceEmail: 'tech@example.net',
      TechServiceCompanyName: 'Buyers Ltd',
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const create = async (payload: object = {}) => {
    const answer = await call('POST', '/api/CustomerRequest/CreateCustomerRequest', { ...base, ...payload });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as number;
  };
  const get = async (id: number) =>
    (await call('GET', `/api/CustomerRequest/GetCustomerRequest/${id}`)).json();
  const filtered = async (status: string) =>
    (
      await call(
        'GET',
        `/api/CustomerRequest/GetCustomerRequests?GetAll=true&Filters=${encodeURIComponent(
          JSON.stringify([{ FieldName: 'Status', FilterValue: status }]),
        )}`,
      )
    ).json() as {
      Data: {
        IsDeclined: boolean;
        IsResolved: boolean;
        IsGenerated: boolean;
        Status: string;
        State: string;
      }[];
    };

  it('seeds orders in every state, newest first, filtered as Pending, Complete or Declined', async () => {
    const list = (await call('GET', '/api/CustomerRequest/GetCustomerRequests?Count=3')).json();
    expect(list.TotalItems).toBe(24);
    expect(list.Data[0].OrderNumber).toBe('ORD-20023');
    const pending = await filtered('Pending');
    expect(pending.Data.length).toBeGreaterThan(0);
    expect(pending.Data.every((order) => !order.IsDeclined && !order.IsResolved)).toBe(true);
    const complete = await filtered('Complete');
    expect(complete.Data.every((order) => order.IsResolved && !order.IsDeclined)).toBe(true);
    expect(complete.Data.length).toBeGreaterThan(0);
    const declined = await filtered('Declined');
    expect(declined.Data.every((order) => order.IsDeclined)).toBe(true);
    expect(pending.Data.length + complete.Data.length + declined.Data.length).toBe(24);
    // Each answers its display state, as domain's orderState gives it; every state is seeded.
    const all = [...pending.Data, ...complete.Data, ...declined.Data];
    for (const order of all)
      expect(order.State).toBe(
        orderState({
          isDeclined: order.IsDeclined,
          isGenerated: order.IsGenerated,
          isResolved: order.IsResolved,
        }),
      );
    expect(new Set(all.map((order) => order.State))).toEqual(new Set(ORDER_STATES));
  });

  it('recomputes the total from the prices, and refuses a total that disagrees', async () => {
    const [perItem, perMonth] = [addons.find((a) => a.perItem)!, addons.find((a) => !a.perItem)!];
    const details = [
      { LinkedOrderItemID: perItem.id, Quantity: 2 },
      { LinkedOrderItemID: perMonth.id, Quantity: 1 },
    ];
    const expected = prices.monthly * 2 * 3 + perItem.perMonth * 2 + perMonth.perMonth * 1 * 3;
    const id = await create({ OrderDetails: details });
    const order = await get(id);
    expect(order).toMatchObject({ TotalPrice: expected, UnitPrice: prices.monthly, Status: 'Pending' });
    expect(order.OrderNumber).toMatch(/^ORD-\d+$/);
    expect(order.OrderDetails).toEqual([
      expect.objectContaining({
        LinkedOrderItemID: perItem.id,
        Quantity: 2,
        LinkedTableName: 'Addons',
        PriceCalcPerItem: true,
      }),
      expect.objectContaining({ LinkedOrderItemID: perMonth.id, Quantity: 1, PriceCalcPerItem: false }),
    ]);
    expect((await create({ OrderDetails: details, TotalPrice: expected })) > id).toBe(true);
    const wrong = await call('POST', '/api/CustomerRequest/CreateCustomerRequest', {
      ...base,
      OrderDetails: details,
      TotalPrice: expected - 1,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Message).toBe(
      'The Total Price does not match the order: reload the prices and try again.',
    );
    const annual = await get(
      await create({ ProductLicensePlanID: plans.Annually, ProductLicensePlanQuantity: 1, Quantity: 1 }),
    );
    expect(annual.TotalPrice).toBe(prices.yearly);
  });

  it('refuses what SPEC §5 refuses, a trial edition on Annually, and another product’s add-on', async () => {
    const missing = await call('POST', '/api/CustomerRequest/CreateCustomerRequest', {
      Email: 'nope',
      PhoneNumber: '12',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Message).toMatch(
      /^Please fill in the following required fields: Product, Edition, License Plan/,
    );
    const badMail = await call('POST', '/api/CustomerRequest/CreateCustomerRequest', {
      ...base,
      TechServiceEmail: 'x@y',
    });
    expect(badMail.json().ModelState.TechServiceEmail).toEqual(['Please enter a valid email address']);
    const badPhone = await call('POST', '/api/CustomerRequest/CreateCustomerRequest', {
      ...base,
      PhoneNumber: '12345',
    });
    expect(badPhone.json().Message).toBe('Please enter a valid phone number (9-15 length)');
    const trial = await call('POST', '/api/CustomerRequest/CreateCustomerRequest', {
      ...base,
      LicenseEditionCode: trialCode,
      ProductLicensePlanID: plans.Annually,
    });
    expect(trial.json().Message).toBe('A trial edition is sold on the Monthly plan only.');
    const other = await t.db
      .selectFrom('addons')
      .select('id')
      .where('product_id', '<>', base.ProductID as number)
      .executeTakeFirstOrThrow();
    const foreign = await call('POST', '/api/CustomerRequest/CreateCustomerRequest', {
      ...base,
      OrderDetails: [{ LinkedOrderItemID: other.id, Quantity: 1 }],
    });
    expect(foreign.json().Message).toMatch(/belongs to another product/);
    const noQuantity = await call('POST', '/api/CustomerRequest/CreateCustomerRequest', {
      ...base,
      OrderDetails: [{ LinkedOrderItemID: addons[0]!.id }],
    });
    expect(noQuantity.json().Message).toMatch(/Add-on Quantity/);
  });

  it('generates once, in one go: customer, license with code and features, order generated and resolved', async () => {
    const id = await create({ Email: 'new.buyer@example.net' });
    const generated = await call('POST', '/api/CustomerRequest/GenerateProductLicense', {
      CustomerRequestId: id,
      IsOnlyGenerateCustomer: false,
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const { GeneratedCustomerID, GeneratedLicenseID } = generated.json();
    const order = await get(id);
    expect(order).toMatchObject({
      IsGenerated: true,
      IsResolved: true,
      Status: 'Complete',
      GeneratedCustomerID,
      GeneratedLicenseID,
      ProductLicenseID: GeneratedLicenseID,
    });
    const license = (
      await call('GET', `/api/ProductLicenses/GetProductLicense/${GeneratedLicenseID}`)
    ).json();
    expect(license).toMatchObject({
      OrderNumber: order.OrderNumber,
      CustomerId: GeneratedCustomerID,
      MACAddress: '00:AA:BB:CC:DD:EE',
      Status: 1,
      CustomerActivationCode: order.CustomerActivationCode,
    });
    expect(license.ProductLicenseFeatures.length).toBeGreaterThan(0);
    const customer = (await call('GET', `/api/Customer/GetCustomer/${GeneratedCustomerID}`)).json();
    expect(customer.Email).toBe('new.buyer@example.net');

    const again = await call('POST', '/api/CustomerRequest/GenerateProductLicense', {
      CustomerRequestId: id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe('License already generated');
    const deleted = await call('DELETE', `/api/CustomerRequest/DeleteCustomerRequest/${id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().Message).toBe('A generated order cannot be deleted: its license stays with it.');
    expect((await call('GET', `/api/CustomerRequest/DeclineCustomerRequest/${id}`)).statusCode).toBe(409);
  });

  it("generates an edition's unlimited line (-1) as unlimited, not scaled and not left off", async () => {
    const pro = await t.db
      .selectFrom('product_edition_details as d')
      .innerJoin('product_editions as e', 'e.product_edition_id', 'd.product_edition_id')
      .innerJoin('features as f', 'f.id', 'd.feature_id')
      .select(['e.product_id', 'e.product_edition_code', 'd.feature_id', 'f.name'])
      .where('d.quantity', '=', -1)
      .where('e.inactive_date', 'is', null)
      .where('e.product_edition_code', 'not ilike', '%trial%')
      .orderBy('e.product_edition_id')
      .executeTakeFirstOrThrow();
    const id = await create({
      ProductID: pro.product_id,
      LicenseEditionCode: pro.product_edition_code,
      Email: 'unlimited.buyer@example.net',
      Quantity: 3,
    });
    const generated = await call('POST', '/api/CustomerRequest/GenerateProductLicense', {
      CustomerRequestId: id,
      IsOnlyGenerateCustomer: false,
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const license = (
      await call('GET', `/api/ProductLicenses/GetProductLicense/${generated.json().GeneratedLicenseID}`)
    ).json();
    expect(license.ProductLicenseFeatures).toEqual(
      expect.arrayContaining([expect.objectContaining({ FeatureId: pro.feature_id, Value: -1 })]),
    );
  });

  it('finds the customer by e-mail, or only generates the customer when asked', async () => {
    const id = await create({ Email: 'TEST.buyer@example.net' });
    const only = (
      await call('POST', '/api/CustomerRequest/GenerateProductLicense', {
        CustomerRequestId: id,
        IsOnlyGenerateCustomer: true,
      })
    ).json();
    expect(only.GeneratedLicenseID).toBeNull();
    expect((await get(id)).IsGenerated).toBe(false);
    const full = (
      await call('POST', '/api/CustomerRequest/GenerateProductLicense', { CustomerRequestId: id })
    ).json();
    expect(full.GeneratedCustomerID).toBe(only.GeneratedCustomerID);
  });

  it('declines for good: no license afterwards, no edit, and the pending one may be deleted', async () => {
    const id = await create();
    expect((await call('GET', `/api/CustomerRequest/DeclineCustomerRequest/${id}`)).json()).toBe(true);
    const generate = await call('POST', '/api/CustomerRequest/GenerateProductLicense', {
      CustomerRequestId: id,
    });
    expect(generate.statusCode).toBe(409);
    expect(generate.json().Message).toBe('This order is declined.');
    expect((await get(id)).IsGenerated).toBe(false);
    const edit = await call('PUT', '/api/CustomerRequest/UpdateCustomerRequest', { ...base, Id: id });
    expect(edit.statusCode).toBe(409);
    const pending = await create();
    expect((await call('DELETE', `/api/CustomerRequest/DeleteCustomerRequest/${pending}`)).json()).toBe(true);
  });

  it('generates and queues the license e-mail from an Order template, with the file attached', async () => {
    const id = await create({ Email: 'mail.buyer@example.net' });
    const sent = await call('GET', `/api/CustomerRequest/GenerateAndSendProductLicenseMail/${id}`);
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await t.db
      .selectFrom('sent_emails')
      .selectAll()
      .where('id', '=', sent.json())
      .executeTakeFirstOrThrow();
    const order = await get(id);
    expect(order.IsGenerated).toBe(true);
    expect(mail.recipients).toBe('mail.buyer@example.net');
    expect(mail.body).toContain(order.CustomerActivationCode);
    expect(JSON.stringify(mail.attachments)).toContain(`${order.OrderNumber}_License.lic`);
  });

  /** Order `id`'s quote as the API answers it: its file name, its bytes and its lines of text. */
  const quote = async (id: number) => {
    const answer = await call('GET', `/api/CustomerRequest/GetQuotePdf/${id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { Data, FileName } = answer.json() as { Data: string; FileName: string };
    const pdf = Buffer.from(Data, 'base64');
    return { FileName, pdf, lines: (await pdfPages(pdf)).flat() };
  };
  /** An amount as every screen shows it (domain's formatPrice), back to a number. */
  const amount = (text: string) => Number(text.replace(/^\$/, '').replaceAll(',', ''));

  it('prints the quote as a PDF whose lines add up to the total', async () => {
    const id = await create({ OrderDetails: [{ LinkedOrderItemID: addons[0]!.id, Quantity: 1 }] });
    const order = await get(id);
    const { FileName, pdf, lines } = await quote(id);
    expect(FileName).toBe(`Quote_${order.OrderNumber}.pdf`);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(lines[0]).toBe(`Licensing Quote ${order.OrderNumber}`);
    expect(lines).toContain('Customer Test Buyer');
    expect(lines).toContain('Company Buyers Ltd');
    const header = lines.indexOf('Item Unit price Qty Periods Amount');
    const total = lines.findIndex((line) => line.startsWith('Total '));
    expect(header).toBeGreaterThan(0);
    // The edition and the add-on, each ending in its amount.
    const rows = lines.slice(header + 1, total);
    expect(rows).toHaveLength(2);
    const sum = rows.reduce((sum, row) => sum + amount(row.split(' ').at(-1)!), 0);
    expect(lines[total]).toBe(
      `Total $${order.TotalPrice.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(sum).toBeCloseTo(order.TotalPrice, 2);
    expect((await call('GET', '/api/CustomerRequest/GetQuotePdf/999999')).statusCode).toBe(404);
  });

  it('prints every name as typed, Latin, Greek, Cyrillic or CJK, in fonts subset into the file', async () => {
    const id = await create({
      FirstName: 'Zoë',
      LastName: 'Łukasiewicz 株式会社',
      CompanyName: 'Σωκράτης Достоевский',
      Address: '서울 세종대로 110',
    });
    const { pdf, lines } = await quote(id);
    expect(lines).toContain('Customer Zoë Łukasiewicz 株式会社');
    expect(lines).toContain('Company Σωκράτης Достоевский');
    expect(lines).toContain('Address 서울 세종대로 110');
    // Each font embedded as a subset (a six-letter tag before its name), so the file is small: the
    // Han font alone is 10 MB.
    const fonts = new Set(pdf.toString('latin1').match(/(?<=\/FontName \/[A-Z]{6}\+)[\w-]+/g));
    expect([...fonts].sort()).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
      'NotoSansKR-Regular',
      'NotoSansSC-Regular',
    ]);
    expect(pdf.length).toBeLessThan(100_000);
  });

  it('cuts a value to its column by width, so a CJK one stays on the page', async () => {
    const address = '東京都千代田区丸の内'.repeat(10);
    const { lines } = await quote(await create({ Address: address }));
    const printed = lines.find((line) => line.startsWith('Address '))!.slice('Address '.length);
    expect(printed.endsWith('…')).toBe(true);
    expect(address.startsWith(printed.slice(0, -1))).toBe(true);
    // Some 390 points at 10 points a character, where 48 Latin characters would fit.
    expect([...printed].length).toBeLessThan(42);
    expect([...printed].length).toBeGreaterThan(30);
  });
});
