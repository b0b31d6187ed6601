// Product licenses through the gateway: nested reads batched, and the workflows.
import { describe, expect, it } from 'vitest';
import { sharedStack } from './helpers.js';

const LICENSES = /* GraphQL */ `
  query {
    productLicenses(pageSize: 50) {
      totalCount
      items {
        id orderNumber state statusName expiredDate
        customer { id firstName lastName }
        product { name }
        edition { name code }
        licenseType { typeName }
        plan { name unit }
        features { featureLabel quantity }
        history { action }
      }
    }
  }
`;

type License = {
  id: string;
  customer: { id: string } | null;
  product: { name: string } | null;
  edition: { name: string } | null;
  licenseType: { typeName: string } | null;
  plan: { name: string } | null;
  state: string;
};

describe('product licenses', () => {
  const stack = sharedStack();

  it('answers 50 licenses with customer, product, edition, type, plan, features and history in a fixed number of REST calls', async () => {
    const before = stack.restCalls();
    const result = await stack.query<{ productLicenses: { totalCount: number; items: License[] } }>(LICENSES);
    expect(result.errors).toBeUndefined();
    // The page, then one call each for customers, products, editions, license types, plans and histories.
    expect(stack.restCalls() - before).toBeLessThanOrEqual(7);
    const items = result.data!.productLicenses.items;
    expect(items).toHaveLength(50);
    expect(
      items.every((item) => item.customer && item.product && item.edition && item.licenseType && item.plan),
    ).toBe(true);
    expect(new Set(items.map((item) => item.state))).toEqual(new Set(['Activated', 'Expired']));
  });

  it('filters both license lists by state and by a range of expiry days; a bad one is BAD_USER_INPUT', async () => {
    type Page = { totalCount: number; items: { state: string; expiredDate: string }[] };
    const list = async (field: 'productLicenses' | 'licenses', filter: object) => {
      const result = await stack.query<Record<string, Page>>(
        `query ($filter: ${field === 'licenses' ? 'LicenseFilter' : 'ProductLicenseFilter'}) {
          ${field}(pageSize: 0, filter: $filter) { totalCount items { state expiredDate } }
        }`,
        { filter },
      );
      expect(result.errors).toBeUndefined();
      return result.data![field]!;
    };
    for (const field of ['productLicenses', 'licenses'] as const) {
      const all = (await list(field, {})).totalCount;
      const expired = await list(field, { state: 'Expired' });
      const activated = await list(field, { state: 'Activated' });
      expect(expired.totalCount + activated.totalCount).toBe(all);
      expect(expired.items.every((item) => item.state === 'Expired')).toBe(true);
      expect(activated.items.every((item) => item.state === 'Activated')).toBe(true);
    }
    const year = new Date().getUTCFullYear() + 1;
    const range = await list('productLicenses', {
      expiredDate: { from: `${year}-01-01`, to: `${year}-12-31` },
    });
    expect(range.totalCount).toBeGreaterThan(0);
    expect(range.items.every((item) => item.expiredDate.startsWith(String(year)))).toBe(true);
    const open = await list('productLicenses', { expiredDate: { to: `${year}-12-31` }, state: 'Activated' });
    expect(open.items.every((item) => item.expiredDate < `${year + 1}`)).toBe(true);
    // No end given is no filter.
    expect((await list('productLicenses', { expiredDate: {} })).totalCount).toBe(
      (await list('productLicenses', {})).totalCount,
    );

    const before = stack.restCalls();
    const badDay = await stack.query(
      '{ productLicenses(filter: { expiredDate: { from: "2026-02-30" } }) { totalCount } }',
    );
    expect(badDay.errors?.[0]).toMatchObject({
      message: 'filter.expiredDate takes days, YYYY-MM-DD.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(stack.restCalls()).toBe(before);
    const badState = await stack.query('{ productLicenses(filter: { state: "Suspended" }) { totalCount } }');
    expect(badState.errors?.[0]).toMatchObject({
      message: "The value 'Suspended' is not valid for filter field 'State'.",
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('issues an activation code and renews, both in the history; a customer lists their licenses', async () => {
    const page = await stack.query<{ productLicenses: { items: License[] } }>(LICENSES);
    const license = page.data!.productLicenses.items[0]!;
    const issued = await stack.query<{
      issueActivationCode: { customerActivationCode: string; status: number };
    }>(
      'mutation ($id: ID!, $customerId: ID!) { issueActivationCode(id: $id, customerId: $customerId) { customerActivationCode status } }',
      { id: license.id, customerId: license.customer!.id },
    );
    expect(issued.data?.issueActivationCode).toMatchObject({
      status: 1,
      customerActivationCode: expect.any(String),
    });
    const renewed = await stack.query('mutation ($id: ID!) { renewLicense(id: $id) { id } }', {
      id: license.id,
    });
    expect(renewed.errors).toBeUndefined();
    const history = await stack.query<{
      productLicense: { history: { action: string; modifier: string; modifierName: string }[] };
    }>(
      'query ($id: ID!) { productLicense(id: $id) { history { action modifier modifierName details { field } } } }',
      { id: license.id },
    );
    // Newest first; a license generated from a seeded order starts with that.
    expect(history.data?.productLicense.history.map((entry) => entry.action).slice(0, 2)).toEqual([
      'Renewed',
      'Activation code issued',
    ]);
    expect(history.data?.productLicense.history[0]).toMatchObject({
      modifier: 'admin',
      modifierName: 'Admin User',
    });

    const customer = await stack.query<{ customer: { productLicenses: { id: string }[] } }>(
      'query ($id: ID!) { customer(id: $id) { productLicenses { id } } }',
      { id: license.customer!.id },
    );
    expect(customer.data?.customer.productLicenses.map((item) => item.id)).toContain(license.id);
  });
});

describe('older licenses', () => {
  const stack = sharedStack();

  type OlderLicense = {
    id: string;
    orderNumber: string;
    productId: string;
    customerId: string;
    licenseTypeId: string;
    editionId: string;
    edition: { code: string } | null;
    customer: { id: string } | null;
    features: { featureName: string; quantity: number; feature: { id: string; label: string } | null }[];
  };
  const PAGE = `query { licenses(pageSize: 20) { totalCount items {
    id orderNumber productId customerId licenseTypeId editionId state
    customer { id } product { name } edition { code } licenseType { typeName }
    features { featureName quantity feature { id label } } } } }`;

  it('answers the page with nested rows and every feature by code in a fixed number of REST calls', async () => {
    const before = stack.restCalls();
    const result = await stack.query<{ licenses: { totalCount: number; items: OlderLicense[] } }>(PAGE);
    expect(result.errors).toBeUndefined();
    // The page, then one call each for customers, products, editions, license types and the products' features.
    expect(stack.restCalls() - before).toBeLessThanOrEqual(6);
    const items = result.data!.licenses.items;
    expect(items).toHaveLength(20);
    expect(items.every((item) => item.customer && item.edition && item.features.length > 0)).toBe(true);
    expect(items.flatMap((item) => item.features).every((line) => line.feature?.id)).toBe(true);
  });

  it('creates, updates and deletes one with its feature values, and gives its signed file', async () => {
    const seeded = (await stack.query<{ licenses: { items: OlderLicense[] } }>(PAGE)).data!.licenses
      .items[0]!;
    const line = seeded.features[0]!;
    const input = {
      orderNumber: 'GQL-OLD-1',
      productId: seeded.productId,
      customerId: seeded.customerId,
      licenseTypeId: seeded.licenseTypeId,
      editionId: seeded.editionId,
      expiredDate: '2028-01-31T00:00:00.000Z',
      features: [{ featureName: line.featureName, quantity: 1 }],
    };
    const created = await stack.query<{ createLicense: OlderLicense }>(
      'mutation ($input: LicenseInput!) { createLicense(input: $input) { id orderNumber features { featureName quantity feature { label } } } }',
      { input },
    );
    expect(created.errors).toBeUndefined();
    const license = created.data!.createLicense;
    expect(license.features).toEqual([
      { featureName: line.featureName, quantity: 1, feature: { label: line.feature!.label } },
    ]);

    const refused = await stack.query(
      'mutation ($id: ID!, $input: LicenseInput!) { updateLicense(id: $id, input: $input) { id } }',
      { id: license.id, input: { ...input, features: [{ featureName: 'NO_SUCH', quantity: 1 }] } },
    );
    expect(refused.errors?.[0]?.message).toBe("The product has no feature 'NO_SUCH'.");

    const file = await stack.query<{ license: { licenseFile: { fileName: string; content: string } } }>(
      'query ($id: ID!) { license(id: $id) { licenseFile { fileName content } } }',
      { id: license.id },
    );
    expect(file.data?.license.licenseFile.fileName).toBe('GQL-OLD-1_License.lic');
    expect(file.data?.license.licenseFile.content).toMatch(/^-----BEGIN LICENSE FILE-----/);

    const customer = await stack.query<{ customer: { olderLicenses: { id: string }[] } }>(
      'query ($id: ID!) { customer(id: $id) { olderLicenses { id } } }',
      { id: seeded.customerId },
    );
    expect(customer.data?.customer.olderLicenses.map((item) => item.id)).toContain(license.id);

    const deleted = await stack.query<{ deleteLicense: string }>(
      'mutation ($id: ID!) { deleteLicense(id: $id) }',
      { id: license.id },
    );
    expect(deleted.data?.deleteLicense).toBe(license.id);
  });
});
