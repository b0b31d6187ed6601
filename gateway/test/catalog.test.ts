// The catalogue through GraphQL: nested fields batch (the REST call count does not grow with the
// page), CRUD with the refusals, and the reference-data cache.
import { describe, expect, it } from 'vitest';
import { ReferenceCache } from '../src/reference-cache.js';
import { ADMIN, expectNoInternals, STAFF, sharedStack, signIn } from './helpers.js';

const EDITIONS_DEEP = /* GraphQL */ `
  query Editions($pageSize: Int) {
    productEditions(pageSize: $pageSize) {
      totalCount
      items {
        id
        name
        isActive
        product { id name }
        lines { quantity feature { id name label } }
      }
    }
  }
`;

const PRODUCTS_DEEP = /* GraphQL */ `
  query {
    products(pageSize: 0) {
      items {
        id
        name
        editions { id name code isTrial product { name } }
        features { id name isBoolean product { name } }
      }
    }
  }
`;

const CREATE_FEATURE = /* GraphQL */ `
  mutation ($input: FeatureInput!) { createFeature(input: $input) { id name label dataType isBoolean productName } }
`;
const CREATE_EDITION = /* GraphQL */ `
  mutation ($input: ProductEditionInput!) {
    createProductEdition(input: $input) {
      id name code price pricePerMonth displayOrder isActive isTrial activeDate inactiveDate
      product { name }
      lines { quantity featureName feature { name isBoolean } }
    }
  }
`;

describe('catalog', () => {
  const stack = sharedStack({ user: STAFF });

  it('answers 50 editions with their product and line features in 3 REST calls', async () => {
    // Spread 45 more editions over the seeded products, each with a line of its product's features.
    const features = await stack.db.selectFrom('features').select(['id', 'product_id']).execute();
    for (let n = 0; n < 45; n += 1) {
      const feature = features[n % features.length]!;
      const edition = await stack.db
        .insertInto('product_editions')
        .values({
          product_id: feature.product_id,
          product_edition_name: `Bulk ${String(n).padStart(2, '0')}`,
          product_edition_code: `BULK${n}`,
          price: 10,
          price_per_month: 1,
        })
        .returning('product_edition_id')
        .executeTakeFirstOrThrow();
      await stack.db
        .insertInto('product_edition_details')
        .values({ product_edition_id: edition.product_edition_id, feature_id: feature.id, quantity: n })
        .execute();
    }
    const before = stack.restCalls();
    const response = await stack.query<{
      productEditions: {
        items: { product: { name: string }; lines: { feature: { name: string } | null }[] }[];
      };
    }>(EDITIONS_DEEP, { pageSize: 50 });
    expect(response.errors).toBeUndefined();
    const items = response.data!.productEditions.items;
    expect(items).toHaveLength(50);
    expect(items.every((item) => item.product.name.length > 0)).toBe(true);
    expect(
      items.every((item) => item.lines.length > 0 && item.lines.every((line) => line.feature?.name)),
    ).toBe(true);
    // The list, one GetProducts for every product, one GetFeatures for every feature.
    expect(stack.restCalls() - before).toBe(3);

    const small = stack.restCalls();
    await stack.query(EDITIONS_DEEP, { pageSize: 5 });
    expect(stack.restCalls() - small).toBe(3);
  });

  it('answers every product with its editions and features in 3 REST calls', async () => {
    const before = stack.restCalls();
    const response = await stack.query<{
      products: {
        items: {
          name: string;
          editions: { code: string; isTrial: boolean; product: { name: string } }[];
          features: { isBoolean: boolean }[];
        }[];
      };
    }>(PRODUCTS_DEEP);
    expect(response.errors).toBeUndefined();
    // products, editions of all products, features of all products; nested products are primed.
    expect(stack.restCalls() - before).toBeLessThanOrEqual(4);
    const server = response.data!.products.items.find((product) => product.name === 'EQQ Server')!;
    expect(server.editions.find((edition) => edition.code === 'EQQTrial')?.isTrial).toBe(true);
    expect(server.editions.every((edition) => edition.product.name === 'EQQ Server')).toBe(true);
    expect(new Set(server.features.map((feature) => feature.isBoolean))).toEqual(new Set([true, false]));
  });

  it('creates an edition with a boolean and a number feature, and refuses deletes in use', async () => {
    const product = await stack.query<{ createProduct: { id: string } }>(
      'mutation { createProduct(input: { name: "GW Catalog", version: "1" }) { id } }',
    );
    const productId = product.data!.createProduct.id;
    const types = await stack.query<{ featureDataTypes: { id: string; type: string }[] }>(
      '{ featureDataTypes { id type isBoolean } }',
    );
    const typeId = (type: string) => types.data!.featureDataTypes.find((row) => row.type === type)!.id;
    const number = await stack.query<{ createFeature: { id: string; isBoolean: boolean } }>(CREATE_FEATURE, {
      input: { productId, name: 'USERS', label: 'Users', dataTypeId: typeId('NUMBER') },
    });
    const toggle = await stack.query<{ createFeature: { id: string; isBoolean: boolean } }>(CREATE_FEATURE, {
      input: { productId, name: 'API', label: 'API Access', dataTypeId: typeId('BOOLEAN') },
    });
    expect(toggle.data!.createFeature.isBoolean).toBe(true);
    const duplicate = await stack.query(CREATE_FEATURE, {
      input: { productId, name: 'users', label: 'Again', dataTypeId: typeId('NUMBER') },
    });
    expect(duplicate.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(duplicate.errors?.[0]?.extensions?.fieldErrors).toHaveProperty('name');

    const created = await stack.query<{
      createProductEdition: { id: string; isActive: boolean; pricePerMonth: number; lines: unknown[] };
    }>(CREATE_EDITION, {
      input: {
        productId,
        name: 'GW Std',
        code: 'GWSTD',
        price: 100,
        pricePerMonth: 0,
        activeDate: '2025-01-01T00:00:00.000Z',
        lines: [
          { featureId: number.data!.createFeature.id, quantity: -1 },
          { featureId: toggle.data!.createFeature.id, quantity: 1 },
        ],
      },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createProductEdition).toMatchObject({ isActive: true, pricePerMonth: 0 });
    expect(created.data!.createProductEdition.lines).toHaveLength(2);

    const missing = await stack.query(CREATE_EDITION, {
      input: { productId, name: '', code: '', price: 1, pricePerMonth: 1, lines: [] },
    });
    expect(missing.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(missing.errors?.[0]?.message).toBe(
      'Please fill in the following required fields: Edition Name, Edition Code',
    );

    const inUse = await stack.query('mutation ($id: ID!) { deleteFeature(id: $id) }', {
      id: toggle.data!.createFeature.id,
    });
    expect(inUse.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(inUse.errors?.[0]?.message).toBe('This feature is used by 1 product edition line.');
    const productInUse = await stack.query('mutation ($id: ID!) { deleteProduct(id: $id) }', {
      id: productId,
    });
    expect(productInUse.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(productInUse.errors?.[0]?.message).toBe(
      'This product is used by 1 product edition and 2 features.',
    );
    expectNoInternals([...(inUse.errors ?? []), ...(productInUse.errors ?? [])]);

    const deleted = await stack.query<{ deleteProductEdition: string }>(
      'mutation ($id: ID!) { deleteProductEdition(id: $id) }',
      { id: created.data!.createProductEdition.id },
    );
    expect(deleted.data?.deleteProductEdition).toBe(created.data!.createProductEdition.id);
    const gone = await stack.query('mutation ($id: ID!) { deleteFeature(id: $id) }', {
      id: toggle.data!.createFeature.id,
    });
    expect(gone.errors).toBeUndefined();
  });

  it('serves the older editions with their line features', async () => {
    const response = await stack.query<{
      editions: { items: { code: string; isActive: boolean; lines: { feature: { name: string } }[] }[] };
    }>('{ editions { items { code isActive lines { quantity feature { name } } } } }');
    expect(response.errors).toBeUndefined();
    expect(response.data!.editions.items.map((edition) => edition.code)).toEqual(['BASIC', 'ENT']);
    expect(response.data!.editions.items[0]!.lines.map((line) => line.feature.name).sort()).toEqual([
      'API_ACCESS',
      'USERS',
    ]);
  });

  it('caches plans and license types for a while; a license type mutation clears them', async () => {
    const admin = (await signIn(stack.url, ADMIN)).token;
    const types = '{ licenseTypes { items { id typeName } } licensePlans { name unit } }';
    const first = await stack.query<{
      licenseTypes: { items: { typeName: string }[] };
      licensePlans: unknown[];
    }>(types, {}, { token: admin });
    expect(first.data!.licensePlans).toEqual([
      { name: 'Monthly', unit: 1 },
      { name: 'Annually', unit: 12 },
    ]);
    expect(first.data!.licenseTypes.items.map((type) => type.typeName)).toEqual(['Standard', 'Trial']);
    const before = stack.restCalls();
    await stack.query(types, {}, { token: admin });
    expect(stack.restCalls()).toBe(before);

    const created = await stack.query<{ createLicenseType: { id: string } }>(
      'mutation { createLicenseType(input: { typeName: "Partner" }) { id } }',
      {},
      { token: admin },
    );
    expect(created.errors).toBeUndefined();
    const after = await stack.query<{ licenseTypes: { items: { typeName: string }[] } }>(
      types,
      {},
      { token: admin },
    );
    expect(after.data!.licenseTypes.items.map((type) => type.typeName)).toEqual([
      'Partner',
      'Standard',
      'Trial',
    ]);
    const refused = await stack.query('mutation { createLicenseType(input: { typeName: "X" }) { id } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('expires cached entries and never caches without a token', async () => {
    let now = 0;
    const cache = new ReferenceCache(1000, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('licensePlans', 't', '', load)).toBe(1);
    expect(await cache.get('licensePlans', 't', '', load)).toBe(1);
    expect(await cache.get('licensePlans', 'other', '', load)).toBe(2);
    now = 1001;
    expect(await cache.get('licensePlans', 't', '', load)).toBe(3);
    expect(await cache.get('licensePlans', null, '', load)).toBe(4);
    expect(await cache.get('licensePlans', null, '', load)).toBe(5);
    cache.clear('licensePlans');
    expect(await cache.get('licensePlans', 't', '', load)).toBe(6);
  });
});
