// Orders through the gateway: nested reads batched, the total the server computes, and the
// workflows as mutations with SPEC §8's failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_QBO, type FakeQuickBooks, startFakeQuickBooks } from '../../e2e/quickbooks-peer.mjs';
import { sharedStack } from './helpers.js';

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
  const stack = sharedStack();

  it('answers the seeded orders with every nested field in a fixed number of REST calls', async () => {
    const before = stack.restCalls();
    const result = await stack.query<{ orders: { totalCount: number; items: Order[] } }>(
      `{ orders(pageSize: 24) { totalCount items { ${FIELDS} } } }`,
    );
    expect(result.errors).toBeUndefined();
    // The page, then products, editions, plans, add-ons, licenses and customers: one call each.
    expect(stack.restCalls() - before).toBeLessThanOrEqual(7);
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
      await stack.query<{ orders: { items: Order[] } }>(
        `{ orders(filter: { status: "Pending" }, pageSize: 1) { items { ${FIELDS} } } }`,
      )
    ).data!.orders.items[0]!;
    const addons = (
      await stack.query<{ addons: { items: { id: string }[] } }>(
        'query ($productId: ID!) { addons(filter: { productId: $productId }, pageSize: 2) { items { id } } }',
        { productId: seeded.productId },
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
    const created = await stack.query<{ createOrder: Order }>(
      `mutation ($input: OrderInput!) { createOrder(input: $input) { ${FIELDS} } }`,
      { input },
    );
    expect(created.errors).toBeUndefined();
    const order = created.data!.createOrder;
    expect(order.lines.map((line) => line.addon?.name)).toHaveLength(addons.length);
    expect(order.quoteLines).toHaveLength(1 + addons.length);

    const wrong = await stack.query('mutation ($input: OrderInput!) { createOrder(input: $input) { id } }', {
      input: { ...input, totalPrice: order.totalPrice + 1 },
    });
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'The Total Price does not match the order: reload the prices and try again.',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { totalPrice: [expect.any(String)] } },
    });

    const generated = await stack.query<{ generateLicense: Order }>(
      `mutation ($id: ID!) { generateLicense(id: $id) { ${FIELDS} } }`,
      { id: order.id },
    );
    expect(generated.errors).toBeUndefined();
    expect(generated.data!.generateLicense).toMatchObject({
      state: 'generated',
      status: 'Complete',
      license: { orderNumber: order.orderNumber, customerActivationCode: expect.any(String) },
      customer: { email: 'graph.buyer@example.net' },
    });
    const again = await stack.query('mutation ($id: ID!) { generateLicense(id: $id) { id } }', {
      id: order.id,
    });
    expect(again.errors?.[0]?.message).toBe('License already generated');

    const mail = await stack.query<{ generateAndSendLicenseEmail: { recipients: string } }>(
      'mutation ($id: ID!) { generateAndSendLicenseEmail(id: $id) { recipients } }',
      { id: order.id },
    );
    expect(mail.data?.generateAndSendLicenseEmail.recipients).toBe('graph.buyer@example.net');
  });

  it('declines a pending order for good', async () => {
    const pending = (
      await stack.query<{ orders: { items: Order[] } }>(
        '{ orders(filter: { status: "Pending" }, pageSize: 1) { items { id } } }',
      )
    ).data!.orders.items[0]!;
    const declined = await stack.query<{ declineOrder: Order }>(
      'mutation ($id: ID!) { declineOrder(id: $id) { state status } }',
      { id: pending.id },
    );
    expect(declined.data?.declineOrder).toEqual({ state: 'declined', status: 'Declined' });
    const generate = await stack.query('mutation ($id: ID!) { generateLicense(id: $id) { id } }', {
      id: pending.id,
    });
    expect(generate.errors?.[0]?.message).toBe('This order is declined.');
  });
});

describe('invoices in QuickBooks Online', () => {
  let qbo: FakeQuickBooks;
  beforeAll(async () => {
    qbo = await startFakeQuickBooks();
  });
  afterAll(() => qbo?.close());
  // Registered after qbo's hooks: starts once qbo is up, and closes before it.
  const stack = sharedStack(() => ({
    api: { qboBaseUrl: qbo.url, qboTokenUrl: qbo.tokenUrl, qboRefreshMinutes: 0 },
  }));

  it('connects in the settings without echoing secrets, invoices an order and reads its payment', async () => {
    const offline = await stack.query<{ quickBooksStatus: { status: string; isOnline: boolean } }>(
      '{ quickBooksStatus { status isOnline } }',
    );
    expect(offline.data?.quickBooksStatus).toEqual({ status: 'error', isOnline: false });
    const saved = await stack.query<{ updateSettings: { quickBooks: Record<string, unknown> } }>(
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
    );
    expect(saved.data?.updateSettings.quickBooks).toEqual({
      environment: 'sandbox',
      clientId: FAKE_QBO.clientId,
      realmId: FAKE_QBO.realmId,
      itemId: '1',
      hasClientSecret: true,
      hasRefreshToken: true,
    });
    const online = await stack.query<{ quickBooksStatus: { isOnline: boolean; message: string } }>(
      '{ quickBooksStatus { isOnline message } }',
    );
    expect(online.data?.quickBooksStatus).toEqual({ isOnline: true, message: FAKE_QBO.companyName });

    const order = (
      await stack.query<{ orders: { items: { id: string; totalPrice: number }[] } }>(
        '{ orders(filter: { status: "Pending" }, orderBy: [{ field: totalPrice, direction: DESC }], pageSize: 1) { items { id totalPrice } } }',
      )
    ).data!.orders.items[0]!;
    const invoiced = await stack.query<{ createInvoice: { invoiceId: string; paymentStatus: string } }>(
      'mutation ($id: ID!) { createInvoice(id: $id, sendEmailToCustomer: true) { invoiceId paymentStatus } }',
      { id: order.id },
    );
    expect(invoiced.errors).toBeUndefined();
    expect(invoiced.data?.createInvoice.paymentStatus).toBe('Unpaid');
    qbo.pay(invoiced.data!.createInvoice.invoiceId);
    const refreshed = await stack.query<{ refreshInvoiceStatus: { paymentStatus: string } }>(
      'mutation ($id: ID!) { refreshInvoiceStatus(id: $id) { paymentStatus } }',
      { id: order.id },
    );
    expect(refreshed.data?.refreshInvoiceStatus.paymentStatus).toBe('Paid');

    qbo.fail('fault');
    const failed = await stack.query(
      'mutation { refreshQuickBooksToken { quickBooks { hasRefreshToken } } }',
    );
    expect(failed.errors).toBeUndefined();
    const twice = await stack.query('mutation ($id: ID!) { createInvoice(id: $id) { id } }', {
      id: order.id,
    });
    expect(twice.errors?.[0]?.message).toBe('This order already has an invoice.');
  });
});
