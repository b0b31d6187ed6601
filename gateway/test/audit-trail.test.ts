// The audit trail in GraphQL (issue 29): `auditTrail` on every entity type, paged and costed, and the
// administrators' root list.
import { describe, expect, it } from 'vitest';
import { STAFF, sharedStack, signIn } from './helpers.js';

const TRAIL = /* GraphQL */ `
  query Trail($id: ID!, $pageSize: Int) {
    product(id: $id) {
      auditTrail(pageSize: $pageSize) {
        totalCount
        items { action actorName operation changes { field old new secret } }
      }
    }
  }
`;

type Trail = {
  product: {
    auditTrail: {
      totalCount: number;
      items: {
        action: string;
        actorName: string;
        operation: string;
        changes: { field: string; old: string | null; new: string | null }[];
      }[];
    };
  };
};

describe('audit trail', () => {
  const stack = sharedStack();

  it("answers a product's trail after an edit, newest first, paged", async () => {
    const created = await stack.query<{ createProduct: { id: string } }>(
      'mutation { createProduct(input: { name: "Trail", version: "1.0" }) { id } }',
    );
    const { id } = created.data!.createProduct;
    const updated = await stack.query(
      `mutation { updateProduct(id: "${id}", input: { name: "Trail 2", version: "1.0" }) { id } }`,
    );
    expect(updated.errors).toBeUndefined();
    const response = await stack.query<Trail>(TRAIL, { id, pageSize: 1 });
    expect(response.errors).toBeUndefined();
    const trail = response.data!.product.auditTrail;
    expect(trail.totalCount).toBe(2);
    expect(trail.items).toEqual([
      {
        action: 'UpdateProduct',
        actorName: 'Admin User',
        operation: 'update',
        changes: [{ field: 'ProductName', old: 'Trail', new: 'Trail 2', secret: false }],
      },
    ]);
    const bad = await stack.query<Trail>(TRAIL, { id, pageSize: 0 });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('costs the trail of every row of a list like a nested list', async () => {
    const costly = await stack.query(
      '{ products(pageSize: 100) { items { auditTrail(pageSize: 100) { items { action changes { field } } } } } }',
    );
    expect(costly.errors?.[0]?.message).toMatch(/too expensive/);
  });

  it('lists the whole trail for administrators, refused for staff', async () => {
    const query =
      '{ auditEntries(filter: { entity: "Product" }, pageSize: 5) { totalCount items { entity action } } }';
    const admin = await stack.query<{ auditEntries: { totalCount: number; items: { entity: string }[] } }>(
      query,
    );
    expect(admin.errors).toBeUndefined();
    expect(admin.data!.auditEntries.items.every((item) => item.entity === 'Product')).toBe(true);
    const staff = await signIn(stack.url, STAFF);
    const refused = await stack.query(query, {}, { token: staff.token });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
