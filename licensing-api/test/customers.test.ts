import { customerMessages, messages } from '@licensing/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportMessages } from '../src/modules/customers/customer-support.client.js';
import { createTestApp, drivers, messageOf, type TestApp } from './helpers.js';
import { startSupportServer } from './support-server.js';

type Customer = Record<string, unknown> & { Id: number; CustomerCode: string; Email: string };
type CustomerPage = { Data: Customer[]; TotalItems: number; CustomerSupportError?: string };

let counter = 0;
/** A valid new customer with an e-mail of its own. */
const newCustomer = (extra: object = {}) => ({
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Email: `ada.${Date.now()}.${++counter}@example.com`,
  PhoneNumber: '+44 20 7946 0958',
  CompanyName: 'Analytical Engines',
  ...extra,
});

describe.each(drivers)('customers ($name)', (driver) => {
  let t: TestApp;
  let headers: { authorization: string };
  let support: Awaited<ReturnType<typeof startSupportServer>>;
  beforeAll(async () => {
    support = await startSupportServer();
    t = await createTestApp(driver, {
      config: {
        customerSupportUrl: support.url,
        customerSupportApiKey: 'test-key',
        customerSupportTimeoutMs: 500,
      },
    });
    headers = await t.authorize('staff@example.com', 'Staff#2026');
  });
  afterAll(async () => {
    await t?.close();
    await support?.close();
  });

  const get = (url: string, query?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, ...(query ? { query } : {}), headers });
  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/Customer/CreateCustomer', payload, headers });
  const update = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/Customer/UpdateCustomer', payload, headers });
  const read = async (id: number) => (await get(`/api/Customer/GetCustomer/${id}`)).json() as Customer;
  const createSupport = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/Customer/CreateCustomerSupportAccount', payload, headers });

  describe('CRUD', () => {
    it('creates with a generated code and the default country, reads, updates and deletes', async () => {
      const input = newCustomer();
      const created = await create(input);
      expect(created.statusCode, created.body).toBe(200);
      const { IsNewCustomer, Id } = created.json();
      expect(IsNewCustomer).toBe(true);

      const customer = await read(Id);
      expect(customer).toMatchObject({
        Id,
        FirstName: 'Ada',
        Email: input.Email,
        PhoneNumber: '+442079460958',
        Country: 'United States',
        City: null,
        ExternalID: null,
      });
      expect(customer.CustomerCode).toMatch(/^C\d{6}$/);

      const updated = await update({ ...input, Id, CustomerCode: 'VIP-1', Country: 'Japan', City: 'Osaka' });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(await read(Id)).toMatchObject({ CustomerCode: 'VIP-1', Country: 'Japan', City: 'Osaka' });

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/Customer/DeleteCustomer/${Id}`,
        headers,
      });
      expect(deleted.json()).toBe(true);
      expect((await get(`/api/Customer/GetCustomer/${Id}`)).statusCode).toBe(404);
    });

    it('does not create a second customer for an existing e-mail, whatever its case', async () => {
      const input = newCustomer();
      const first = (await create(input)).json();
      const before = (await get('/api/Customer/GetCustomers')).json().TotalItems;
      const again = await create({ ...input, FirstName: 'Other', Email: ` ${input.Email.toUpperCase()} ` });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ IsNewCustomer: false, Id: first.Id });
      expect((await get('/api/Customer/GetCustomers')).json().TotalItems).toBe(before);
      expect((await read(first.Id)).FirstName).toBe('Ada');
    });

    it('refuses an update to a code or e-mail another customer has, with 409', async () => {
      const a = newCustomer();
      const b = newCustomer();
      const idA = (await create(a)).json().Id;
      const idB = (await create(b)).json().Id;
      const codeA = (await read(idA)).CustomerCode;
      const sameCode = await update({ ...b, Id: idB, CustomerCode: codeA.toLowerCase() });
      expect(sameCode.statusCode).toBe(409);
      expect(messageOf(sameCode)).toBe(customerMessages.codeTaken);
      const sameEmail = await update({ ...b, Id: idB, CustomerCode: 'X-1', Email: a.Email });
      expect(sameEmail.statusCode).toBe(409);
      expect(messageOf(sameEmail)).toBe(customerMessages.emailTaken);
    });

    it('answers 404 for a missing id', async () => {
      expect((await get('/api/Customer/GetCustomer/999999')).statusCode).toBe(404);
      const missing = await update({ ...newCustomer(), Id: 999999, CustomerCode: 'C1' });
      expect(missing.statusCode).toBe(404);
      expect(messageOf(missing)).toBe('Customer not found.');
    });
  });

  describe('validation', () => {
    it('names the missing required fields (SPEC §5)', async () => {
      const response = await create({ FirstName: ' ', Email: null });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(
        'Please fill in the following required fields: First Name, Last Name, Email, Phone',
      );
      expect(Object.keys(response.json().ModelState)).toEqual([
        'FirstName',
        'LastName',
        'Email',
        'PhoneNumber',
      ]);
    });

    it('refuses a bad phone number with the SPEC message', async () => {
      for (const PhoneNumber of ['12345', '555-123-4567', '1234567890123456']) {
        const response = await create(newCustomer({ PhoneNumber }));
        expect(response.statusCode, PhoneNumber).toBe(400);
        expect(response.json()).toEqual({
          Message: 'Please enter a valid phone number (9-15 length)',
          ModelState: { PhoneNumber: ['Please enter a valid phone number (9-15 length)'] },
        });
      }
    });

    it('refuses a bad e-mail and an unknown country', async () => {
      expect(messageOf(await create(newCustomer({ Email: 'ada@' })))).toBe(messages.invalidEmail);
      expect(messageOf(await create(newCustomer({ Country: 'Atlantis' })))).toBe(
        customerMessages.invalidCountry,
      );
    });

    it('edit also requires the Customer Code', async () => {
      const id = (await create(newCustomer())).json().Id;
      const response = await update({ ...newCustomer(), Id: id, CustomerCode: '' });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe('Please fill in the following required fields: Customer Code');
    });
  });

  describe('GET /api/Customer/GetCustomers', () => {
    it('holds the demo customers, newest code first by default', async () => {
      const body = (await get('/api/Customer/GetCustomers', { GetAll: 'true' })).json() as CustomerPage;
      expect(body.TotalItems).toBeGreaterThanOrEqual(50);
      expect(new Set(body.Data.map((c) => c.Country)).size).toBeGreaterThanOrEqual(5);
      const codes = body.Data.map((c) => c.CustomerCode.toLowerCase());
      expect(codes).toEqual([...codes].sort().reverse());
      expect(body.CustomerSupportError).toBeUndefined();
    });

    it('searches code, names, e-mail and company', async () => {
      const input = newCustomer({
        FirstName: 'Zebulon',
        LastName: 'Quartermain',
        CompanyName: 'Xylophone Works',
      });
      const id = (await create(input)).json().Id;
      const code = (await read(id)).CustomerCode;
      for (const Search of ['zebulon', 'QUARTERMAIN', input.Email, 'xylophone', code]) {
        const body = (await get('/api/Customer/GetCustomers', { Search })).json() as CustomerPage;
        expect(
          body.Data.map((c) => c.Id),
          Search,
        ).toEqual([id]);
      }
    });

    it('filters by a set of ids and refuses unknown sort fields', async () => {
      const ids = [(await create(newCustomer())).json().Id, (await create(newCustomer())).json().Id];
      const filters = JSON.stringify([{ FieldName: 'Id', FilterValue: ids.join(',') }]);
      const body = (await get('/api/Customer/GetCustomers', { Filters: filters, GetAll: 'true' })).json();
      expect(body.Data.map((c: Customer) => c.Id).sort()).toEqual([...ids].sort());
      const bad = await get('/api/Customer/GetCustomers', {
        MultipleOrders: JSON.stringify([{ FieldName: 'ExternalID', Type: 'asc' }]),
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('POST /api/Customer/CreateCustomerSupportAccount', () => {
    const account = (CustomerID: number, extra: object = {}) => ({
      CustomerID,
      email: 'ada.support@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '5551234567',
      city: 'New York',
      postal_code: '10001',
      country: 'United States',
      ...extra,
    });

    it('creates the user in the support system and stores its id as ExternalID', async () => {
      const id = (await create(newCustomer())).json().Id;
      support.json(201, { id: 'sup-42' });
      const before = support.received.length;
      const response = await createSupport(account(id, { is_superuser: false }));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ Id: id, ExternalID: 'sup-42' });
      expect((await read(id)).ExternalID).toBe('sup-42');

      const sent = JSON.parse(support.received[before]!.body);
      expect(support.received[before]!.headers.authorization).toBe('Key test-key');
      expect(sent).toMatchObject({
        email: 'ada.support@example.com',
        is_active: true,
        is_superuser: false,
        full_name: 'Ada Lovelace',
        postal_code: '10001',
        ui_settings: {},
      });
      expect(sent.password).toHaveLength(16);

      const again = await createSupport(account(id));
      expect(again.statusCode).toBe(409);
      expect(messageOf(again)).toBe(customerMessages.supportAccountExists);
    });

    it('leaves the customer unchanged when the support system refuses or does not answer', async () => {
      const id = (await create(newCustomer())).json().Id;
      support.json(422, { message: 'Email already in use' });
      const refused = await createSupport(account(id));
      expect(refused.statusCode).toBe(502);
      expect(messageOf(refused)).toBe(supportMessages.refused('Email already in use'));

      support.answer(() => {});
      const silent = await createSupport(account(id));
      expect(silent.statusCode).toBe(502);
      expect(messageOf(silent)).toBe(supportMessages.timeout(1));
      expect((await read(id)).ExternalID).toBeNull();
    });

    it('validates the dialog fields and the customer', async () => {
      const id = (await create(newCustomer())).json().Id;
      const before = support.received.length;
      const invalid = await createSupport(account(id, { email: 'nope', phone: '123' }));
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().ModelState).toEqual({
        email: [messages.invalidEmail],
        phone: [customerMessages.invalidPhone],
      });
      const missing = await createSupport({ CustomerID: id });
      expect(messageOf(missing)).toBe(
        'Please fill in the following required fields: First Name, Last Name, Email',
      );
      expect((await createSupport(account(999999))).statusCode).toBe(404);
      expect((await createSupport(account(id, { is_superuser: true }))).statusCode).toBe(400);
      expect(support.received.length).toBe(before);
    });
  });
});

describe('customers without a customer-support system', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(drivers[0]!, { config: { customerSupportUrl: '', customerSupportApiKey: '' } });
    headers = await t.authorize();
  });
  afterAll(() => t?.close());

  it('GetCustomers carries CustomerSupportError, and the account call answers 503 changing nothing', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/Customer/GetCustomers', headers });
    expect(list.json().CustomerSupportError).toBe(supportMessages.notConfigured);
    const id = list.json().Data[0].Id;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Customer/CreateCustomerSupportAccount',
      headers,
      payload: { CustomerID: id, email: 'a@b.co', first_name: 'A', last_name: 'B' },
    });
    expect(response.statusCode).toBe(503);
    expect(messageOf(response)).toBe(supportMessages.notConfigured);
  });
});
