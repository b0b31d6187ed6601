// QuickBooks Online through licensing-api (SPEC §7 Payment, Settings), against a fake QuickBooks on
// loopback that speaks the v3 JSON: the connection in the settings (secrets write-only), the token
// refresh that stores the rotated refresh token, invoices with their lines, e-mail and payment
// status, Fault bodies (also with 200), an expired access token, a 429, and the job log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_QBO, type FakeQuickBooks, startFakeQuickBooks } from '../../e2e/quickbooks-peer.mjs';
import { createTestApp, drivers, type TestApp } from './helpers.js';

describe.each(drivers)('payments with QuickBooks Online ($name)', (driver) => {
  let t: TestApp;
  let qbo: FakeQuickBooks;
  let headers: { authorization: string };
  let staff: { authorization: string };
  let orders: { id: number; OrderNumber: string; TotalPrice: number; Email: string }[];
  beforeAll(async () => {
    qbo = await startFakeQuickBooks();
    t = await createTestApp(driver, {
      config: { qboBaseUrl: qbo.url, qboTokenUrl: qbo.tokenUrl, qboRefreshMinutes: 0 },
    });
    headers = await t.authorize();
    staff = await t.authorize('staff@example.com', 'Staff#2026');
    const page = (
      await t.app.inject({
        method: 'GET',
        url: `/api/CustomerRequest/GetCustomerRequests?GetAll=true&Filters=${encodeURIComponent(
          JSON.stringify([{ FieldName: 'Status', FilterValue: 'Pending' }]),
        )}`,
        headers,
      })
    ).json();
    // Priced ones only: the invoice of a trial order (0) is paid from the start.
    orders = page.Data.filter((order: { TotalPrice: number }) => order.TotalPrice > 0).map(
      (order: { Id: number }) => ({
        ...order,
        id: order.Id,
      }),
    );
  });
  afterAll(async () => {
    await t?.close();
    await qbo?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = headers) =>
    t.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
  const settings = async () => (await call('GET', '/api/Settings/GetSettings')).json();
  const connect = (extra: object = {}) =>
    call('PUT', '/api/Settings/UpdateSettings', {
      EmailFromAddress: 'no-reply@licensing.example.com',
      AdminEmails: 'admin@example.com',
      QboEnvironment: 'sandbox',
      QboClientId: FAKE_QBO.clientId,
      QboClientSecret: FAKE_QBO.clientSecret,
      QboRealmId: FAKE_QBO.realmId,
      QboRefreshToken: FAKE_QBO.refreshToken,
      QboItemId: '1',
      ...extra,
    });

  it('reports QuickBooks offline until connected; keeps the secrets write-only', async () => {
    const status = (await call('GET', '/api/Settings/CheckQBOServiceStatus', undefined, staff)).json();
    expect(status).toMatchObject({ status: 'error', isOnline: false });
    expect(status.message).toMatch(/not connected/);

    expect((await connect()).statusCode).toBe(200);
    const stored = await settings();
    expect(stored.Qbo).toMatchObject({
      Environment: 'sandbox',
      ClientId: FAKE_QBO.clientId,
      RealmId: FAKE_QBO.realmId,
      HasClientSecret: true,
      HasRefreshToken: true,
    });
    expect(JSON.stringify(stored)).not.toContain(FAKE_QBO.clientSecret);
    expect(JSON.stringify(stored)).not.toContain(FAKE_QBO.refreshToken);
    // A blank secret keeps the stored one.
    expect((await connect({ QboClientSecret: '', QboRefreshToken: '' })).statusCode).toBe(200);
    expect((await settings()).Qbo.HasClientSecret).toBe(true);
    expect(
      (await call('PUT', '/api/Settings/UpdateSettings', { ...(await settings()), QboEnvironment: 'moon' }))
        .statusCode,
    ).toBe(400);

    const online = (await call('GET', '/api/Settings/CheckQBOServiceStatus', undefined, staff)).json();
    expect(online).toEqual({ status: 'ok', isOnline: true, message: FAKE_QBO.companyName });
  });

  it('refreshes the token on demand (administrators only), storing the rotated refresh token', async () => {
    expect((await call('GET', '/api/Settings/RefreshQBOToken', undefined, staff)).statusCode).toBe(403);
    const before = qbo.state.refreshes;
    const refreshed = await call('GET', '/api/Settings/RefreshQBOToken');
    expect(refreshed.statusCode).toBe(200);
    expect(qbo.state.refreshes).toBe(before + 1);
    const row = await t.db
      .selectFrom('settings')
      .select(['qbo_refresh_token', 'qbo_access_token'])
      .executeTakeFirstOrThrow();
    // The old refresh token is dead at QuickBooks: only the newest one works.
    expect(row.qbo_refresh_token).toBe(qbo.state.refreshToken);
    expect(row.qbo_refresh_token).not.toBe(FAKE_QBO.refreshToken);
  });

  it('creates the invoice with the quote lines, e-mails it, and reads its payment status', async () => {
    const order = orders[0]!;
    const created = await call('POST', '/api/Payment/CreateInvoiceAndSendEmail', {
      orderId: order.id,
      SendEmailToCustomer: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const invoice = qbo.state.invoices.find((candidate) => candidate.DocNumber === order.OrderNumber)!;
    expect(invoice.TotalAmt).toBe(order.TotalPrice);
    expect(invoice.EmailStatus).toBe('EmailSent');
    expect(qbo.state.customers.length).toBeGreaterThan(0);
    const stored = (await call('GET', `/api/CustomerRequest/GetCustomerRequest/${order.id}`)).json();
    expect(stored).toMatchObject({
      InvoiceId: invoice.Id,
      InvoiceNumber: order.OrderNumber,
      PaymentStatus: 'Unpaid',
    });

    const twice = await call('POST', '/api/Payment/CreateInvoiceAndSendEmail', { orderId: order.id });
    expect(twice.statusCode).toBe(409);

    qbo.pay(invoice.Id);
    const refreshed = await call('POST', `/api/Payment/RefreshInvoicePaymentStatus/${order.id}`);
    expect(refreshed.json()).toEqual({ PaymentStatus: 'Paid' });
    expect(
      (await call('GET', `/api/CustomerRequest/GetCustomerRequest/${order.id}`)).json().PaymentStatus,
    ).toBe('Paid');
  });

  it('survives an expired access token, and answers a Fault (even with 200) and a 429 with their reason', async () => {
    const [, second, third] = orders;
    qbo.expireTokens();
    const before = qbo.state.refreshes;
    expect(
      (await call('POST', '/api/Payment/CreateInvoiceAndSendEmail', { orderId: second!.id })).statusCode,
    ).toBe(200);
    expect(qbo.state.refreshes).toBe(before + 1);

    qbo.fail('fault');
    const faulted = await call('POST', '/api/Payment/CreateInvoiceAndSendEmail', { orderId: third!.id });
    expect(faulted.statusCode).toBe(502);
    expect(faulted.json().Message).toBe('Business Validation Error: Scripted fault');
    expect(
      (await call('GET', `/api/CustomerRequest/GetCustomerRequest/${third!.id}`)).json().InvoiceId,
    ).toBeNull();

    qbo.fail('429');
    const busy = await call('POST', `/api/Payment/RefreshInvoicePaymentStatus/${second!.id}`);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('60');
    expect(busy.json().Message).toMatch(/busy/);
    expect(JSON.stringify(busy.json())).not.toContain(FAKE_QBO.clientSecret);
  });

  it('refreshes unpaid invoices in the background job and logs every run', async () => {
    const { refreshUnpaidInvoices } = await import('../src/modules/payments/invoices.js');
    const { JOB_NAMES, loggedRun } = await import('../src/jobs/job-log.js');
    await loggedRun(t.db, JOB_NAMES.invoiceRefresh, () => refreshUnpaidInvoices(t.app));
    qbo.fail('fault');
    await loggedRun(t.db, JOB_NAMES.invoiceRefresh, () => refreshUnpaidInvoices(t.app));
    const logs = (await call('GET', '/api/Payment/GetJobLogs?Count=5', undefined, staff)).json();
    expect(logs.Data.slice(0, 2)).toEqual([
      expect.objectContaining({
        Job: 'Invoice refresh',
        Outcome: 'failed',
        Message: 'Business Validation Error: Scripted fault',
      }),
      expect.objectContaining({
        Job: 'Invoice refresh',
        Outcome: 'succeeded',
        Message: expect.stringMatching(/^Refreshed 1 unpaid/),
      }),
    ]);
    expect(logs.Data[0].ID).toBeGreaterThan(logs.Data[1].ID);
    expect((await call('POST', '/api/Payment/CreateJobLog', {})).statusCode).toBe(404);
  });
});
