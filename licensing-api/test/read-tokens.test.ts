// Whether a route writes is its declaration (config.writes), never its method: a read-only token is
// refused on every writer in /openapi.json, whatever its verb, and reaches every reader.
import { apiTokenMessages, maskedCredential } from '@licensing/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, IN_MEMORY, loadConfig, openDatabase } from '../src/index.js';
import { createTestApp, drivers, messageOf, type TestApp } from './helpers.js';

type Operation = { 'x-writes'?: boolean; security?: unknown[]; operationId?: string };
type Document = { paths: Record<string, Record<string, Operation>> };

describe.each(drivers)('read-only tokens ($name)', (driver) => {
  let t: TestApp;
  let admin: { authorization: string };
  let read: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await t.authorize();
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/Account/CreateApiToken',
      headers: admin,
      payload: { Name: 'reader', Scope: 'read', ExpiresInDays: 1 },
    });
    read = { authorization: `Bearer ${made.json().Token}` };
  });
  afterAll(() => t?.close());

  const call = (method: string, url: string, headers: Record<string, string>) =>
    t.app.inject({ method: method as 'GET', url, headers, ...(method === 'GET' ? {} : { payload: {} }) });

  it('are refused on every route the document marks as writing, and on none that only reads', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as Document;
    const writers: string[] = [];
    const readers: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // Public routes take no token: a read token is simply not looked at.
        if (Array.isArray(operation.security) && operation.security.length === 0) continue;
        const url = path.replace(/\{[^}]+\}/g, '1');
        const answer = await call(method.toUpperCase(), url, read);
        const refused = answer.statusCode === 403 && messageOf(answer) === apiTokenMessages.readOnly;
        (operation['x-writes'] ? writers : readers).push(`${method.toUpperCase()} ${path}`);
        expect(refused, `${method.toUpperCase()} ${path}: ${answer.statusCode} ${answer.body}`).toBe(
          operation['x-writes'] === true,
        );
      }
    }
    // SPEC §7's state-changing GETs are writers, and the hub's negotiate (a POST) is a read.
    expect(writers).toEqual(
      expect.arrayContaining([
        'GET /api/CustomerRequest/DeclineCustomerRequest/{id}',
        'GET /api/CustomerRequest/GenerateAndSendProductLicenseMail/{id}',
        'GET /api/Settings/RefreshQBOToken',
        'POST /api/Account/Logout',
      ]),
    );
    expect(readers).toEqual(expect.arrayContaining(['POST /hub/negotiate', 'GET /api/Products/GetProducts']));
  });

  it('change nothing through a writing GET, by GET or HEAD', async () => {
    const pending = await t.db
      .selectFrom('customer_requests')
      .select('id')
      .where('is_declined', '=', false)
      .where('is_generated', '=', false)
      .executeTakeFirstOrThrow();
    const url = `/api/CustomerRequest/DeclineCustomerRequest/${pending.id}`;
    expect((await call('GET', url, read)).statusCode).toBe(403);
    // HEAD would run the handler: a writing route answers it with 405 whoever calls.
    expect((await call('HEAD', url, read)).statusCode).toBe(405);
    expect((await call('HEAD', url, admin)).statusCode).toBe(405);
    const after = await t.db
      .selectFrom('customer_requests')
      .select('is_declined')
      .where('id', '=', pending.id)
      .executeTakeFirstOrThrow();
    expect(after.is_declined).toBe(false);
    // Reading routes still answer HEAD.
    expect((await call('HEAD', '/api/Products/GetProducts', read)).statusCode).toBe(200);
  });

  it('read activation codes masked (a code activates machines), wherever the answer holds them', async () => {
    const chosen = await t.db
      .selectFrom('product_licenses')
      .select(['id', 'customer_id', 'order_number'])
      .where('customer_activation_code', 'is not', null)
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // A new code, so the license's history holds one too.
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/ProductLicenses/GetIssueProductLicense_V2',
      headers: admin,
      payload: { ProductLicenseID: chosen.id, CustomerId: chosen.customer_id },
    });
    const license = { ...chosen, code: issued.json().CustomerActivationCode as string };
    const code = license.code!;
    const masked = maskedCredential(code);
    expect(masked).toMatch(/^[*-]+.{4}$/);
    expect(masked.slice(-4)).toBe(code.slice(-4));
    const one = `/api/ProductLicenses/GetProductLicense/${license.id}`;
    const page = `/api/ProductLicenses/GetProductLicenses?Count=1000&Filters=${encodeURIComponent(
      JSON.stringify([{ FieldName: 'OrderNumber', FilterValue: license.order_number }]),
    )}`;
    const byCode = `/api/ProductLicenses/GetProductLicenses?Filters=${encodeURIComponent(
      JSON.stringify([{ FieldName: 'CustomerActivationCode', FilterValue: code.slice(0, 3) }]),
    )}`;
    // Staff (and write tokens) read the code as it is.
    expect((await call('GET', one, admin)).json().CustomerActivationCode).toBe(code);
    expect((await call('GET', one, read)).json().CustomerActivationCode).toBe(masked);
    const items = (await call('GET', page, read)).json().Data;
    expect(items.map((item: { CustomerActivationCode: string }) => item.CustomerActivationCode)).toContain(
      masked,
    );
    expect((await call('GET', page, read)).body).not.toContain(code);
    // A substring filter would spell the code out, a letter at a time.
    expect((await call('GET', byCode, admin)).statusCode).toBe(200);
    const filtered = await call('GET', byCode, read);
    expect(filtered.statusCode).toBe(400);
    expect(messageOf(filtered)).toBe("A read-only token may not filter by 'CustomerActivationCode'.");
    // Every list that reads licenses refuses it, by Filters or by a parameter of its name.
    const ofCustomer = `/api/Customer/GetCustomerProductLicenses?CustomerId=${chosen.customer_id}`;
    for (const url of [
      `${ofCustomer}&Filters=${encodeURIComponent(JSON.stringify([{ FieldName: 'CustomerActivationCode', FilterValue: '7' }]))}`,
      `/api/ProductLicenses/GetProductLicenses?CustomerActivationCode=${code.slice(0, 3)}`,
    ])
      expect(messageOf(await call('GET', url, read)), url).toBe(
        "A read-only token may not filter by 'CustomerActivationCode'.",
      );
    expect((await call('GET', ofCustomer, read)).body).not.toContain(code);

    const history = `/api/ProductLicenses/GetProductLicenseHistories/${license.id}`;
    expect((await call('GET', history, read)).body).not.toContain(code);
    expect((await call('GET', history, read)).body).toContain(masked);
    expect((await call('GET', history, admin)).body).toContain(code);

    // An order's code, and the codes a license mail says: its preview, and the mail once sent.
    const order = await t.db
      .selectFrom('customer_requests')
      .select(['id', 'customer_activation_code as code'])
      .where('customer_activation_code', 'is not', null)
      .executeTakeFirstOrThrow();
    const orderUrl = `/api/CustomerRequest/GetCustomerRequest/${order.id}`;
    expect((await call('GET', orderUrl, admin)).body).toContain(order.code!);
    expect((await call('GET', orderUrl, read)).json().CustomerActivationCode).toBe(
      maskedCredential(order.code!),
    );
    const template = await t.db
      .selectFrom('email_templates as m')
      .innerJoin('email_template_types as y', 'y.id', 'm.email_template_type_id')
      .innerJoin('product_licenses as l', 'l.product_id', 'm.product_id')
      .select(['m.id', 'l.customer_id', 'l.id as license_id'])
      .where('y.name', '=', 'Order')
      .where('l.id', '=', license.id)
      .executeTakeFirstOrThrow();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/ProductLicenses/SendProductLicenseMail',
      headers: admin,
      payload: {
        ProductLicenseID: license.id,
        CustomerId: template.customer_id,
        EmailTemplateId: template.id,
        Subject: 'Your license',
        Body: '<p>Your code: {3}</p>',
      },
    });
    const mail = `/api/SentEmail/GetSentEmail/${sent.json()}`;
    expect((await call('GET', mail, admin)).body).toContain(code);
    expect((await call('GET', mail, read)).body).not.toContain(code);
    expect((await call('GET', mail, read)).body).toContain(masked);
    const preview = `/api/EmailTemplate/PreviewEmailTemplate/${template.id}?CustomerId=${template.customer_id}`;
    expect((await call('GET', preview, admin)).body).toMatch(/\b[0-9A-Z]{5}(-[0-9A-Z]{5}){4}\b/);
    const previewed = await call('GET', preview, read);
    expect(previewed.statusCode).toBe(200);
    expect(previewed.body).not.toMatch(/\b[0-9A-Z]{5}(-[0-9A-Z]{5}){4}\b/);
  });

  it('cannot sign themselves out (revoking is a write)', async () => {
    const answer = await call('POST', '/api/Account/Logout', read);
    expect(answer.statusCode).toBe(403);
    expect((await call('GET', '/api/Account/UserInfo', read)).statusCode).toBe(200);
  });
});

describe('the writes declaration', () => {
  it('is required of every route that is not public, or the app does not start', async () => {
    const database = await openDatabase({ dataDir: IN_MEMORY });
    const app = buildApp({ db: database.db, config: loadConfig() });
    app.register(async (routes) => {
      routes.get('/undeclared', async () => 'x');
    });
    await expect(app.ready()).rejects.toThrow('GET /undeclared must declare config.writes (true or false).');
    await app.close().catch(() => {});
    await database.close();
  });
});
