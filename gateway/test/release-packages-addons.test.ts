import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoInternals, sharedStack } from './helpers.js';

type Pkg = {
  id: string;
  name: string;
  version: string;
  url: string | null;
  product: { name: string } | null;
};
type Addon = {
  id: string;
  name: string;
  code: string;
  isActive: boolean;
  price: number;
  pricePerMonth: number;
  priceCalcPerItem: boolean;
  featureId: string | null;
  product: { id: string; name: string } | null;
};

const PACKAGES = /* GraphQL */ `
  query Packages($page: Int, $pageSize: Int, $search: String, $orderBy: [ReleasePackageSort!], $filter: ReleasePackageFilter) {
    releasePackages(page: $page, pageSize: $pageSize, search: $search, orderBy: $orderBy, filter: $filter) {
      totalCount
      items { id name version url product { name } }
    }
  }
`;
const CREATE_PACKAGE = /* GraphQL */ `
  mutation CreatePackage($input: ReleasePackageInput!) {
    createReleasePackage(input: $input) { id name version url description productId product { id } }
  }
`;
const UPDATE_PACKAGE = /* GraphQL */ `
  mutation UpdatePackage($id: ID!, $input: ReleasePackageInput!) {
    updateReleasePackage(id: $id, input: $input) { id version url }
  }
`;
const CREATE_ADDON = /* GraphQL */ `
  mutation CreateAddon($input: AddonInput!) {
    createAddon(input: $input) {
      id name code isActive price pricePerMonth priceCalcPerItem featureId product { id name }
    }
  }
`;
const UPDATE_ADDON = /* GraphQL */ `
  mutation UpdateAddon($id: ID!, $input: AddonInput!) { updateAddon(id: $id, input: $input) { id code price } }
`;
const ADDONS = /* GraphQL */ `
  query Addons($filter: AddonFilter, $pageSize: Int) {
    addons(filter: $filter, pageSize: $pageSize) {
      totalCount
      items { id name code isActive price pricePerMonth priceCalcPerItem featureId product { id name } }
    }
  }
`;

describe('release packages and add-ons', () => {
  const stack = sharedStack();
  let productId: string;
  beforeAll(async () => {
    const created = await stack.query<{ createProduct: { id: string } }>(
      'mutation { createProduct(input: { name: "GW Packages", version: "1" }) { id } }',
    );
    productId = created.data!.createProduct.id;
  });

  it('lists release packages newest version first (2.0, 1.10, 1.9), with their product', async () => {
    for (const version of ['1.9', '2.0', '1.10']) {
      const response = await stack.query(CREATE_PACKAGE, {
        input: { productId, name: `GW ${version}`, version, url: `https://example.com/${version}.zip` },
      });
      expect(response.errors).toBeUndefined();
    }
    const before = stack.restCalls();
    const response = await stack.query<{ releasePackages: { totalCount: number; items: Pkg[] } }>(PACKAGES, {
      filter: { productId },
    });
    expect(response.errors).toBeUndefined();
    // One list call and one batched product call.
    expect(stack.restCalls() - before).toBe(2);
    const { items, totalCount } = response.data!.releasePackages;
    expect(totalCount).toBe(3);
    expect(items.map((item) => item.version)).toEqual(['2.0', '1.10', '1.9']);
    expect(items.every((item) => item.product?.name === 'GW Packages')).toBe(true);
  });

  it('creates, updates and deletes a release package; refusals carry codes and field errors', async () => {
    const created = await stack.query<{ createReleasePackage: Pkg & { productId: string } }>(CREATE_PACKAGE, {
      input: { productId, name: 'GW CRUD', version: '0.1' },
    });
    expect(created.errors).toBeUndefined();
    const pkg = created.data!.createReleasePackage;
    expect(pkg).toMatchObject({ name: 'GW CRUD', version: '0.1', url: null, productId });

    const updated = await stack.query<{ updateReleasePackage: Pkg }>(UPDATE_PACKAGE, {
      id: pkg.id,
      input: { productId, name: 'GW CRUD', version: '0.2', url: 'https://example.com/0.2' },
    });
    expect(updated.data?.updateReleasePackage).toEqual({
      id: pkg.id,
      version: '0.2',
      url: 'https://example.com/0.2',
    });

    const invalid = await stack.query(CREATE_PACKAGE, { input: { productId, name: '', version: '' } });
    expect(invalid.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(invalid.errors?.[0]?.message).toBe('Please fill in the following required fields: Name, Version');
    expect(Object.keys(invalid.errors?.[0]?.extensions?.fieldErrors ?? {}).sort()).toEqual([
      'name',
      'version',
    ]);
    expectNoInternals(invalid.errors);

    const refused = await stack.query('mutation($id: ID!) { deleteProduct(id: $id) }', { id: productId });
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toMatch(/release packages?/);

    const deleted = await stack.query('mutation($id: ID!) { deleteReleasePackage(id: $id) }', { id: pkg.id });
    expect(deleted.data).toEqual({ deleteReleasePackage: pkg.id });
    const gone = await stack.query('query($id: ID!) { releasePackage(id: $id) { id } }', { id: pkg.id });
    expect(gone.data).toEqual({ releasePackage: null });
  });

  it('creates an add-on with its generated code and defaults, and updates it', async () => {
    const created = await stack.query<{ createAddon: Addon }>(CREATE_ADDON, {
      input: { productId, name: 'Extra  Seat Pack' },
    });
    expect(created.errors).toBeUndefined();
    const addon = created.data!.createAddon;
    expect(addon).toMatchObject({
      code: 'ExtraSeatPack',
      isActive: true,
      price: 0,
      pricePerMonth: 0,
      priceCalcPerItem: false,
      featureId: null,
      product: { id: productId, name: 'GW Packages' },
    });
    const updated = await stack.query<{ updateAddon: Addon }>(UPDATE_ADDON, {
      id: addon.id,
      input: { productId, name: 'Seat Pack', price: 99.5 },
    });
    expect(updated.data?.updateAddon).toEqual({ id: addon.id, code: 'SeatPack', price: 99.5 });

    const negative = await stack.query(UPDATE_ADDON, {
      id: addon.id,
      input: { productId, name: 'X', price: -1 },
    });
    expect(negative.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(negative.errors?.[0]?.extensions?.fieldErrors).toEqual({ price: ['Price must be 0 or more'] });

    const list = await stack.query<{ addons: { totalCount: number; items: Addon[] } }>(ADDONS, {
      filter: { productId },
    });
    expect(list.data?.addons.items.map((item) => item.code)).toEqual(['SeatPack']);

    const deleted = await stack.query('mutation($id: ID!) { deleteAddon(id: $id) }', { id: addon.id });
    expect(deleted.data).toEqual({ deleteAddon: addon.id });
  });

  it('resolves Product.releasePackages and Product.addons with one REST call per level for every product', async () => {
    const query = /* GraphQL */ `
      {
        products(pageSize: 0) {
          items {
            id
            name
            releasePackages { version product { id } }
            addons { code product { id } }
          }
        }
      }
    `;
    const before = stack.restCalls();
    const response = await stack.query<{
      products: {
        items: {
          id: string;
          name: string;
          releasePackages: { version: string; product: { id: string } }[];
          addons: { code: string; product: { id: string } }[];
        }[];
      };
    }>(query);
    expect(response.errors).toBeUndefined();
    const products = response.data!.products.items;
    expect(products.length).toBeGreaterThanOrEqual(4);
    // products, then one call for every product's packages and one for every product's add-ons;
    // the nested products were primed by the list.
    expect(stack.restCalls() - before).toBe(3);

    const server = products.find((product) => product.name === 'EQQ Server')!;
    expect(server.releasePackages.map((pkg) => pkg.version)).toEqual(['2.0', '1.10', '1.9']);
    expect(server.addons.length).toBeGreaterThan(0);
    for (const product of products) {
      for (const child of [...product.releasePackages, ...product.addons])
        expect(child.product.id).toBe(product.id);
    }
    expect(
      products.find((product) => product.id === productId)?.releasePackages.map((p) => p.version),
    ).toEqual(['2.0', '1.10', '1.9']);
  });

  it('batches Addon.product and Addon.feature over a page of add-ons: one call each', async () => {
    const query = /* GraphQL */ `
      {
        addons(pageSize: 0) {
          items { id productId product { id } featureId feature { id productId label } }
        }
      }
    `;
    const before = stack.restCalls();
    const response = await stack.query<{
      addons: {
        items: {
          productId: string;
          product: { id: string } | null;
          featureId: string | null;
          feature: { id: string; productId: string; label: string } | null;
        }[];
      };
    }>(query);
    expect(response.errors).toBeUndefined();
    const items = response.data!.addons.items;
    expect(new Set(items.map((item) => item.product?.id)).size).toBeGreaterThanOrEqual(3);
    // The seed links some add-ons to a feature of their product.
    const linked = items.filter((item) => item.featureId !== null);
    expect(linked.length).toBeGreaterThan(0);
    for (const item of linked) {
      expect(item.feature?.id).toBe(item.featureId);
      expect(item.feature?.productId).toBe(item.productId);
    }
    for (const item of items.filter((entry) => entry.featureId === null)) expect(item.feature).toBeNull();
    // The list, one batch of products and one of features.
    expect(stack.restCalls() - before).toBe(3);
  });
});
