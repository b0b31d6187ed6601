// Orders through the gateway: nested reads batched, the total the server computes, and the
// workflows as mutations with SPEC §8's failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_QBO, type FakeQuickBooks, startFakeQuickBooks } from '../../e2e/quickbooks-peer.mjs';
import { ADMIN, gql, type Stack, signIn, startStack } from './helpers.js';

type Order = {
  id: string;
  orderNumber: string;
  state: string;
  status: string;
  totalPrice: number;
  productId: string;
  licenseEditionCode: string;
  productLicensePlanId: string;
  product: { name: string } | null;
  edition: { code: string; pricePerMonth: number } | null;
  plan: { name: string } | null;
  lines: { addonId: string; quantity: number; addon: { name: string } | null }[];
  quoteLines: { item: string; amount: number }[];
  license: { orderNumber: string; customerActivationCode: string } | null;
  customer: { email: string } | null;
};

const FIELDS = `id orderNumber state status totalPrice productId licenseEditionCode productLicensePlanId
  product { name } edition { code pricePerMonth } plan { name }
  lines { addonId quantity addon { name } } quoteLines { item amount }
  license { orderNumber customerActivationCode } customer { email }`;

describe('orders', () => {
  let stack: Stack;
  let url: string;
  let token: string;
  beforeAll(async () => {
    stack = await startStack();
    url = stack.gateway.url;
    token = (await signIn(url, ADMIN)).token;
  });
  afterAll(() => stack?.close());

  it('answers the seeded orders with every nested field in a fixed number of REST calls', async () => {
    const before = stack.gateway.stats.requests;
    const result = await gql<{ orders: { totalCount: number; items: Order[] } }>(
      url,
      `{ orders(pageSize: 24) { totalCount items { ${FIELDS} } } }`,
      {},
      { token },
    );
    expect(result.errors).toBeUndefined();
    // The page, then products, editions, plans, add-ons, licenses and customers: one call each.
    expect(stack.gateway.stats.requests - before).toBeLessThanOrEqual(7);
    const items = result.data!.orders.items;
    expect(items).toHaveLength(24);
    expect(new Set(items.map((item) => item.state))).toEqual(
      new Set(['pending', 'resolved', 'generated', 'declined']),
    );
    for (const item of items) {
      expect(item.product && item.edition && item.plan).toBeTruthy();
      const sum = item.quoteLines.reduce((total, line) => total + Math.round(line.amount * 100), 0) / 100;
      expect(sum).toBe(item.totalPrice);
    }
    const generated = items.filter((item) => item.state === 'generated');
    expect(generated.every((item) => item.license?.orderNumber === item.orderNumber && item.customer)).toBe(
      true,
    );
  });

  it('creates an order with add-ons, generates its license, and refuses a second generation', async () => {
    const seeded = (
      await gql<{ orders: { items: Order[] } }>(
        url,
        `{ orders(filter: { status: "Pending" }, pageSize: 1) { items { ${FIELDS} } } }`,
        {},
        { token },
      )
    ).data!.orders.items[0]!;
    const addons = (
      await gql<{ addons: { items: { id: string }[] } }>(
        url,
        'query ($productId: ID!) { addons(filter: { productId: $productId }, pageSize: 2) { items { id } } }',
        { productId: seeded.productId },
        { token },
      )
    ).data!.addons.items;
    const input = {
      productId: seeded.productId,
      licenseEditionCode: seeded.licenseEditionCode,
      productLicensePlanId: seeded.productLicensePlanId,
      duration: 1,
      quantity: 1,
      lastName: 'Graph',
      companyName: 'Graph Co',
      email: 'graph.buyer@example.net',
      phoneNumber: '5550001111',
      address: '2 Graph Lane',
      techServiceLastName: 'Ops',
      techServiceEmail: 'ops@example.net',
      techServiceCompanyName: 'Graph Co',
      lines: addons.map((addon) => ({ addonId: addon.id, quantity: 1 })),
    };
    const created = await gql<{ createOrder: Order }>(
      url,
      `mutation ($input: OrderInput!) { createOrder(input: $input) { ${FIELDS} } }`,
      { input },
      { token },
    );
    expect(created.errors).toBeUndefined();
    const order = created.data!.createOrder;
    expect(order.lines.map((line) => line.addon?.name)).toHaveLength(addons.length);
    expect(order.quoteLines).toHaveLength(1 + addons.length);

    const wrong = await gql(
      url,
      'mutation ($input: OrderInput!) { createOrder(input: $input) { id } }',
      { input: { ...input, totalPrice: order.totalPrice + 1 } },
      { token },
    );
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'The Total Price does not match the order: reload the prices and try again.',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { totalPrice: [expect.any(String)] } },
    });

    const generated = await gql<{ generateLicense: Order }>(
      url,
      `mutation ($id: ID!) { generateLicense(id: $id) { ${FIELDS} } }`,
      { id: order.id },
      { token },
    );
    expect(generated.errors).toBeUndefined();
    expect(generated.data!.generateLicense).toMatchObject({
      state: 'generated',
      status: 'Complete',
      license: { orderNumber: order.orderNumber, customerActivationCode: expect.any(String) },
      customer: { email: 'graph.buyer@example.net' },
    });
    const again = await gql(
      url,
      'mutation ($id: ID!) { generateLicense(id: $id) { id } }',
      { id: order.id },
      { token },
    );
    expect(again.errors?.[0]?.message).toBe('License already generated');

    const mail = await gql<{ generateAndSendLicenseEmail: { recipients: string } }>(
      url,
      'mutation ($id: ID!) { generateAndSendLicenseEmail(id: $id) { recipients } }',
      { id: order.id },
      { token },
    );
    expect(mail.data?.generateAndSendLicenseEmail.recipients).toBe('graph.buyer@example.net');
  });

  it('declines a pending order for good', async () => {
    const pending = (
      await gql<{ orders: { items: Order[] } }>(
        url,
        '{ orders(filter: { status: "Pending" }, pageSize: 1) { items { id } } }',
        {},
        { token },
      )
    ).data!.orders.items[0]!;
    const declined = await gql<{ declineOrder: Order }>(
      url,
      'mutation ($id: ID!) { declineOrder(id: $id) { state status } }',
      { id: pending.id },
      { token },
    );
    expect(declined.data?.declineOrder).toEqual({ state: 'declined', status: 'Declined' });
    const generate = await gql(
      url,
      'mutation ($id: ID!) { generateLicense(id: $id) { id } }',
      { id: pending.id },
      { token },
    );
    expect(generate.errors?.[0]?.message).toBe('This order is declined.');
  });
});

describe('invoices in QuickBooks Online', () => {
  let stack: Stack;
  let url: string;
  let token: string;
  let qbo: FakeQuickBooks;
  beforeAll(async () => {
    qbo = await startFakeQuickBooks();
    stack = await startStack({}, { qboBaseUrl: qbo.url, qboTokenUrl: qbo.tokenUrl, qboRefreshMinutes: 0 });
    url = stack.gateway.url;
    token = (await signIn(url, ADMIN)).token;
  });
  afterAll(async () => {
    await stack?.close();
    await qbo?.close();
  });

  it('connects in the settings without echoing secrets, invoices an order and reads its payment', async () => {
    const offline = await gql<{ quickBooksStatus: { status: string; isOnline: boolean } }>(
      url,
      '{ quickBooksStatus { status isOnline } }',
      {},
      { token },
    );
    expect(offline.data?.quickBooksStatus).toEqual({ status: 'error', isOnline: false });
    const saved = await gql<{ updateSettings: { quickBooks: Record<string, unknown> } }>(
      url,
      `mutation ($input: SettingsInput!) { updateSettings(input: $input) {
        quickBooks { environment clientId realmId itemId hasClientSecret hasRefreshToken } } }`,
      {
        input: {
          emailFromAddress: 'no-reply@licensing.example.com',
          adminEmails: 'admin@example.com',
          quickBooksClientId: FAKE_QBO.clientId,
          quickBooksClientSecret: FAKE_QBO.clientSecret,
          quickBooksRealmId: FAKE_QBO.realmId,
          quickBooksRefreshToken: FAKE_QBO.refreshToken,
          quickBooksItemId: '1',
        },
      },
      { token },
    );
    expect(saved.data?.updateSettings.quickBooks).toEqual({
      environment: 'sandbox',
      clientId: FAKE_QBO.clientId,
      realmId: FAKE_QBO.realmId,
      itemId: '1',
      hasClientSecret: true,
      hasRefreshToken: true,
    });
    const online = await gql<{ quickBooksStatus: { isOnline: boolean; message: string } }>(
      url,
      '{ quickBooksStatus { isOnline message } }',
      {},
      { token },
    );
    expect(online.data?.quickBooksStatus).toEqual({ isOnline: true, message: FAKE_QBO.companyName });

    const order = (
      await gql<{ orders: { items: { id: string; totalPrice: number }[] } }>(
        url,
        '{ orders(filter: { status: "Pending" }, orderBy: [{ field: totalPrice, direction: DESC }], pageSize: 1) { items { id totalPrice } } }',
        {},
        { token },
      )
    ).data!.orders.items[0]!;
    const invoiced = await gql<{ createInvoice: { invoiceId: string; paymentStatus: string } }>(
      url,
      'mutation ($id: ID!) { createInvoice(id: $id, sendEmailToCustomer: true) { invoiceId paymentStatus } }',
      { id: order.id },
      { token },
    );
    expect(invoiced.errors).toBeUndefined();
    expect(invoiced.data?.createInvoice.paymentStatus).toBe('Unpaid');
    qbo.pay(invoiced.data!.createInvoice.invoiceId);
    const refreshed = await gql<{ refreshInvoiceStatus: { paymentStatus: string } }>(
      url,
      'mutation ($id: ID!) { refreshInvoiceStatus(id: $id) { paymentStatus } }',
      { id: order.id },
      { token },
    );
    expect(refreshed.data?.refreshInvoiceStatus.paymentStatus).toBe('Paid');

    qbo.fail('fault');
    const failed = await gql(
      url,
      'mutation { refreshQuickBooksToken { quickBooks { hasRefreshToken } } }',
      {},
      { token },
    );
    expect(failed.errors).toBeUndefined();
    const twice = await gql(
      url,
      'mutation ($id: ID!) { createInvoice(id: $id) { id } }',
      { id: order.id },
      { token },
    );
    expect(twice.errors?.[0]?.message).toBe('This order already has an invoice.');
  });
});
