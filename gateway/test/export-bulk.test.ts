// The CSV export proxy (/export/<plural>.csv, the caller's session, the list's arguments) and the
// bulk mutations (delete<Name>s, renewLicenses, suspendLicenses), against a real licensing-api.
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { expectNoInternals, STAFF, sharedStack, signIn } from './helpers.js';

describe('exports and bulk mutations', () => {
  const stack = sharedStack();
  const csv = async (path: string, headers: Record<string, string> = { cookie: stack.cookie }) => {
    const response = await request(`${stack.url}${path}`, { headers });
    return {
      status: response.statusCode,
      headers: response.headers, // Bytes, not text(): a TextDecoder would drop the byte-order mark.
      body: Buffer.from(await response.body.arrayBuffer()).toString('utf8'),
    };
  };

  it('streams the list as CSV with the session cookie or a bearer token, searched, sorted and in the columns asked', async () => {
    await stack.db
      .insertInto('products')
      .values(['b', 'a', 'c'].map((letter) => ({ product_name: `Proxy ${letter}`, product_version: '1' })))
      .execute();
    const query = new URLSearchParams({
      search: 'Proxy',
      orderBy: JSON.stringify([{ field: 'name', direction: 'DESC' }]),
      columns: 'name,version',
    });
    const answer = await csv(`/export/products.csv?${query}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    expect(answer.body).toBe('\uFEFFProduct Name,Version\r\nProxy c,1\r\nProxy b,1\r\nProxy a,1\r\n');
    const byBearer = await csv(`/export/products.csv?${query}`, { authorization: `Bearer ${stack.token}` });
    expect(byBearer.body).toBe(answer.body);

    const filtered = await csv(
      `/export/products.csv?${new URLSearchParams({ filter: JSON.stringify({ name: 'Proxy a' }), columns: 'name' })}`,
    );
    expect(filtered.body).toBe('\uFEFFProduct Name\r\nProxy a\r\n');
  });

  it('refuses no session, unknown lists, columns and fields, and bad ids, without reaching licensing-api when it can', async () => {
    expect((await csv('/export/products.csv', {})).status).toBe(401);
    expect((await csv('/export/secrets.csv')).status).toBe(404);
    for (const query of <Record<string, string>[]>[
      { columns: 'passwordHash' },
      { columns: '__proto__' },
      { orderBy: JSON.stringify([{ field: 'nope' }]) },
      { filter: '{not json' },
      { filter: '[]' },
      { ids: '1,x' },
      { search: 'a\u0000b' },
    ]) {
      const refused = await csv(`/export/products.csv?${new URLSearchParams(query)}`);
      expect(refused.status, JSON.stringify(query)).toBe(400);
      expect(JSON.parse(refused.body).message).toEqual(expect.any(String));
    }
    // Staff are refused an administrators-only list by licensing-api, and the gateway says so.
    const staff = await signIn(stack.url, STAFF);
    const users = await csv('/export/users.csv', { cookie: staff.cookie });
    expect(users.status).toBe(403);
  });

  it('bulk deletes all or nothing, naming the rows in use', async () => {
    const [free, used] = await Promise.all(
      ['Bulk free', 'Bulk used'].map((name) =>
        stack.db
          .insertInto('products')
          .values({ product_name: name, product_version: '1' })
          .returning('product_id')
          .executeTakeFirstOrThrow(),
      ),
    );
    await stack.db
      .insertInto('product_editions')
      .values({
        product_id: used!.product_id,
        product_edition_name: 'E',
        product_edition_code: 'GWBULK',
        price: 1,
        price_per_month: 1,
      })
      .execute();
    const DELETE = 'mutation Delete($ids: [ID!]!) { deleteProducts(ids: $ids) }';
    const ids = [String(free!.product_id), String(used!.product_id)];
    const refused = await stack.query(DELETE, { ids });
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toBe(
      'Nothing was deleted. Bulk used: This product is used by 1 product edition.',
    );
    expectNoInternals(refused.errors);
    const kept = await stack.db
      .selectFrom('products')
      .select('product_id')
      .where('product_name', 'like', 'Bulk %')
      .execute();
    expect(kept).toHaveLength(2);
    expect((await stack.query(DELETE, { ids: ['x'] })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await stack.query(DELETE, { ids: [] })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const deleted = await stack.query<{ deleteProducts: string[] }>(DELETE, { ids: ids.slice(0, 1) });
    expect(deleted.data?.deleteProducts).toEqual(ids.slice(0, 1));
  });

  it('renews and suspends licenses in bulk, answering them after', async () => {
    const rows = await stack.db.selectFrom('product_licenses').select('id').orderBy('id').limit(2).execute();
    await stack.db
      .updateTable('product_licenses')
      .set({ status: 1 })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    const ids = rows.map((row) => String(row.id));
    const SUSPEND = 'mutation S($ids: [ID!]!) { suspendLicenses(ids: $ids) { id status } }';
    const suspended = await stack.query<{ suspendLicenses: { id: string; status: number }[] }>(SUSPEND, {
      ids,
    });
    expect(suspended.data?.suspendLicenses).toEqual(ids.map((id) => ({ id, status: 2 })));
    const again = await stack.query(SUSPEND, { ids });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const RENEW = 'mutation R($ids: [ID!]!) { renewLicenses(ids: $ids) { id expiredDate } }';
    const renewed = await stack.query<{ renewLicenses: { id: string }[] }>(RENEW, { ids });
    expect(renewed.data?.renewLicenses.map((license) => license.id)).toEqual(ids);
  });
});

describe('exports under the rate limit', () => {
  const stack = sharedStack({
    gateway: {
      rateLimits: { session: { max: 3, windowMs: 60_000 }, address: { max: 100, windowMs: 60_000 } },
    },
  });

  it('counts each export in the session’s budget, as GraphQL requests are', async () => {
    const headers = { authorization: `Bearer ${stack.token}` };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await request(`${stack.url}/export/products.csv?columns=name`, { headers });
      await response.body.arrayBuffer();
      statuses.push(response.statusCode);
    }
    // A budget of 3 for the session: the fourth export is refused.
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
