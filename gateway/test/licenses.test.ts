// Product licenses through the gateway: nested reads batched, and the workflows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, gql, type Stack, signIn, startStack } from './helpers.js';

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
  let stack: Stack;
  let url: string;
  let token: string;
  beforeAll(async () => {
    stack = await startStack();
    url = stack.gateway.url;
    token = (await signIn(url, ADMIN)).token;
  });
  afterAll(() => stack?.close());

  it('answers 50 licenses with customer, product, edition, type, plan, features and history in a fixed number of REST calls', async () => {
    const before = stack.gateway.stats.requests;
    const result = await gql<{ productLicenses: { totalCount: number; items: License[] } }>(
      url,
      LICENSES,
      {},
      { token },
    );
    expect(result.errors).toBeUndefined();
    // The page, then one call each for customers, products, editions, license types, plans and histories.
    expect(stack.gateway.stats.requests - before).toBeLessThanOrEqual(7);
    const items = result.data!.productLicenses.items;
    expect(items).toHaveLength(50);
    expect(
      items.every((item) => item.customer && item.product && item.edition && item.licenseType && item.plan),
    ).toBe(true);
    expect(new Set(items.map((item) => item.state))).toEqual(new Set(['Activated', 'Expired']));
  });

  it('issues an activation code and renews, both in the history; a customer lists their licenses', async () => {
    const page = await gql<{ productLicenses: { items: License[] } }>(url, LICENSES, {}, { token });
    const license = page.data!.productLicenses.items[0]!;
    const issued = await gql<{ issueActivationCode: { customerActivationCode: string; status: number } }>(
      url,
      'mutation ($id: ID!, $customerId: ID!) { issueActivationCode(id: $id, customerId: $customerId) { customerActivationCode status } }',
      { id: license.id, customerId: license.customer!.id },
      { token },
    );
    expect(issued.data?.issueActivationCode).toMatchObject({
      status: 1,
      customerActivationCode: expect.any(String),
    });
    const renewed = await gql(
      url,
      'mutation ($id: ID!) { renewLicense(id: $id) { id } }',
      { id: license.id },
      { token },
    );
    expect(renewed.errors).toBeUndefined();
    const history = await gql<{
      productLicense: { history: { action: string; modifier: string; modifierName: string }[] };
    }>(
      url,
      'query ($id: ID!) { productLicense(id: $id) { history { action modifier modifierName details { field } } } }',
      { id: license.id },
      { token },
    );
    expect(history.data?.productLicense.history.map((entry) => entry.action)).toEqual([
      'Renewed',
      'Activation code issued',
    ]);
    expect(history.data?.productLicense.history[0]).toMatchObject({
      modifier: 'admin',
      modifierName: 'Admin User',
    });

    const customer = await gql<{ customer: { licenses: { id: string }[] } }>(
      url,
      'query ($id: ID!) { customer(id: $id) { licenses { id } } }',
      { id: license.customer!.id },
      { token },
    );
    expect(customer.data?.customer.licenses.map((item) => item.id)).toContain(license.id);
  });
});
