// The routes every entity gets beyond SPEC §7's five (crud/bulk-routes.ts): the list as CSV, every
// matching row streamed with the list's search, filters and sort (a selection and the columns
// shown too), and the bulk delete, all or nothing.
import { exportRoute, orderEntity } from '@licensing/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BATCH, MAX_EXPORTS } from '../src/crud/export.js';
import { createTestApp, drivers, messageOf, suiteTestApp, type TestApp } from './helpers.js';

const BOM = '\uFEFF';

/** The CSV's lines without the BOM (no cell here holds a line break). */
const linesOf = (body: string) => {
  expect(body.startsWith(BOM)).toBe(true);
  expect(body.endsWith('\r\n')).toBe(true);
  return body.slice(1, -2).split('\r\n');
};

describe.each(drivers)('exports and bulk deletes ($name)', (driver) => {
  const { t, admin, staff } = suiteTestApp(driver, ['admin', 'staff']);
  const PREFIX = 'Exported';

  const exportProducts = (query: Record<string, string>, headers: Record<string, string> = staff) =>
    t.app.inject({ method: 'GET', url: '/api/Products/ExportProducts', query, headers });
  const bulkDelete = (payload: unknown, headers: Record<string, string> = staff) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Products/DeleteProducts',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const productIds = async (search: string) =>
    (
      await t.db
        .selectFrom('products')
        .select('product_id')
        .where('product_name', 'like', `${search}%`)
        .orderBy('product_id')
        .execute()
    ).map((row) => row.product_id);
  const readToken = async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/Account/CreateApiToken',
      headers: admin,
      payload: { Name: 'exporter', Scope: 'read', ExpiresInDays: 1 },
    });
    return { authorization: `Bearer ${made.json().Token}` };
  };

  it('streams every matching row (past one batch and one page), searched and sorted as the list', async () => {
    const count = EXPORT_BATCH * 2 + 37;
    await t.db
      .insertInto('products')
      .values(
        Array.from({ length: count }, (_, i) => ({
          product_name: `${PREFIX} ${String(i).padStart(5, '0')}`,
          product_version: String(i % 7),
        })),
      )
      .execute();
    const sort = JSON.stringify([{ FieldName: 'ProductName', Type: 'desc' }]);
    const response = await exportProducts({ Search: PREFIX, MultipleOrders: sort });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    const [header, ...rows] = linesOf(response.body);
    expect(header).toBe('Product ID,Product Name,Version');
    expect(rows).toHaveLength(count);
    expect(rows[0]).toMatch(new RegExp(`^\\d+,${PREFIX} ${String(count - 1).padStart(5, '0')},`));
    expect(rows.at(-1)).toMatch(new RegExp(`^\\d+,${PREFIX} 00000,0$`));

    // A filter narrows it as it narrows the list.
    const filters = JSON.stringify([{ FieldName: 'ProductVersion', FilterValue: '3' }]);
    const filtered = await exportProducts({ Search: PREFIX, Filters: filters, Columns: 'ProductName' });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/Products/GetProducts',
      query: { Search: PREFIX, Filters: filters, Count: '1' },
      headers: staff,
    });
    const [filteredHeader, ...filteredRows] = linesOf(filtered.body);
    expect(filteredHeader).toBe('Product Name');
    expect(filteredRows).toHaveLength(listed.json().TotalItems);
    expect(filteredRows.every((row) => row.startsWith(PREFIX))).toBe(true);
  });

  it('lets other requests run while an export waits for its reader, and closes its cursor when the reader goes', async () => {
    // About 12 MB in 10 batches, twice what the sockets' buffers held here before the export waited
    // (5 batches). Few wide rows: the bytes fill the buffers, the row count only costs time.
    const rows = EXPORT_BATCH * 10;
    await sql`insert into products (product_name, product_version)
      select 'Paused ' || lpad(i::text, 6, '0') || ' ' || repeat('x', 2500), 'p'
      from generate_series(1, ${rows}) as i`.execute(t.db);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/api/Products/ExportProducts?Search=Paused`, { headers: staff });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    // The export now waits for its reader, whose buffers are full: a list still answers.
    const list = await t.app.inject({ method: 'GET', url: '/api/Products/GetProducts', headers: staff });
    expect(list.statusCode).toBe(200);
    // Each export holds a connection while its reader waits: past MAX_EXPORTS, the next is a 429.
    const others = await Promise.all(
      Array.from({ length: MAX_EXPORTS - 1 }, async () => {
        const other = await fetch(`${address}/api/Products/ExportProducts?Search=Paused`, { headers: staff });
        expect(other.status).toBe(200);
        const otherReader = other.body!.getReader();
        expect((await otherReader.read()).done).toBe(false);
        return otherReader;
      }),
    );
    const refused = await exportProducts({ Search: 'Paused' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    await Promise.all([reader, ...others].map((paused) => paused.cancel()));
    await expect.poll(async () => (await exportProducts({ Search: 'Nothing like it' })).statusCode).toBe(200);
    if (t.driver === 'pglite') {
      // PGlite's one session: the export's held cursor is closed once its reader has gone.
      await expect
        .poll(
          async () =>
            (
              await sql<{
                n: number;
              }>`select count(*)::int as n from pg_cursors where name like 'export_%'`.execute(t.db)
            ).rows[0]!.n,
          { timeout: 10_000 },
        )
        .toBe(0);
    }
    await t.db.deleteFrom('products').where('product_name', 'like', 'Paused %').execute();
    // The client's kept-alive connection would hold the app's close.
    t.app.server.closeAllConnections();
  });

  it('quotes as RFC 4180 says and neutralizes what a spreadsheet would run as a formula', async () => {
    await t.db
      .insertInto('products')
      .values([
        { product_name: '=HYPERLINK("http://x","y")', product_version: '-1+2' },
        { product_name: 'Quoted, "and" comma', product_version: '@SUM(A1)' },
      ])
      .execute();
    const response = await exportProducts({ Search: '"', Columns: 'ProductName,ProductVersion' });
    const [, ...rows] = linesOf(response.body);
    expect(rows.sort()).toEqual([
      `"'=HYPERLINK(""http://x"",""y"")",'-1+2`,
      `"Quoted, ""and"" comma",'@SUM(A1)`,
    ]);
  });

  it('exports a derived column as the list answers it: each order’s State', async () => {
    const orders = await t.app.inject({
      method: 'GET',
      url: '/api/CustomerRequest/GetCustomerRequests?GetAll=true',
      headers: staff,
    });
    const listed = new Map(
      (orders.json().Data as { OrderNumber: string; State: string }[]).map((order) => [
        order.OrderNumber,
        order.State,
      ]),
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `${exportRoute(orderEntity)}?Columns=OrderNumber,State`,
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = linesOf(response.body);
    expect(header).toBe('Order Number,State');
    expect(new Map(rows.map((row) => row.split(',') as [string, string]))).toEqual(listed);
  });

  it('exports a selection, in the columns asked for, and refuses anything else with 400', async () => {
    const [first, second] = await productIds(PREFIX);
    const response = await exportProducts({ Ids: `${second},${first}`, Columns: 'ProductVersion,ProductID' });
    expect(linesOf(response.body)).toEqual(['Version,Product ID', `0,${first}`, `1,${second}`]);

    for (const [query, field] of [
      [{ Columns: 'ProductName,PasswordHash' }, 'Columns'],
      [{ Ids: '1,abc' }, 'Ids'],
      [{ Ids: '1e309' }, 'Ids'],
      [{ Ids: '99999999999' }, 'Ids'],
      [{ Ids: Array.from({ length: 1001 }, (_, i) => i + 1).join(',') }, 'Ids'],
      [{ MultipleOrders: JSON.stringify([{ FieldName: 'Secret', Type: 'asc' }]) }, 'MultipleOrders'],
    ] as const) {
      const refused = await exportProducts(query);
      expect(refused.statusCode, JSON.stringify(query)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(field);
    }
    const nul = await exportProducts({ Search: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
  });

  it('asks for the list’s authorization: a token, and an administrator for an administrators-only list', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/Products/ExportProducts' })).statusCode).toBe(401);
    const users = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/Account/ExportUsers', headers });
    expect((await users(staff)).statusCode).toBe(403);
    const byAdmin = await users(admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.body).not.toMatch(/scrypt|PasswordHash/i);
  });

  it('lets a read token export but not delete', async () => {
    const read = await readToken();
    expect((await exportProducts({ Ids: String((await productIds(PREFIX))[0]) }, read)).statusCode).toBe(200);
    const refused = await bulkDelete({ Ids: [(await productIds(PREFIX))[0]] }, read);
    expect(refused.statusCode).toBe(403);
    expect(await productIds(PREFIX)).toHaveLength(EXPORT_BATCH * 2 + 37);
  });

  it('masks activation codes for a read token, inside texts too, as the JSON list does', async () => {
    const code = 'QWERT-12345-ASDFG-67890-ZXCVB';
    const type = await t.db
      .selectFrom('type_send_emails')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('sent_emails')
      .values({
        type_send_email_id: type.id,
        recipients: 'exported@example.com',
        subject: 'Your license',
        body: `<p>Your activation code: ${code}</p>`,
      })
      .execute();
    const exportMails = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/SentEmail/ExportSentEmails', headers });
    expect((await exportMails(admin)).body).toContain(code);
    const read = await exportMails(await readToken());
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('exported@example.com');
    expect(read.body).not.toContain(code);
  });

  it('deletes all or nothing: every row in use named in one 409, unknown ids in one 404', async () => {
    const [free1, free2] = await productIds(PREFIX);
    const inUse = await t.db
      .insertInto('products')
      .values({ product_name: 'Bulk in use', product_version: '1' })
      .returning('product_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('product_editions')
      .values({
        product_id: inUse.product_id,
        product_edition_name: 'Std',
        product_edition_code: 'BULK',
        price: 10,
        price_per_month: 1,
      })
      .execute();

    const refused = await bulkDelete({ Ids: [free1, inUse.product_id, free2] });
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(
      'Nothing was deleted. Bulk in use: This product is used by 1 product edition.',
    );
    const unknown = await bulkDelete({ Ids: [free1, 2_000_000_000] });
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe('Product 2000000000 not found.');
    expect(await productIds(PREFIX)).toContain(free1);
    expect(await productIds('Bulk in use')).toEqual([inUse.product_id]);

    const deleted = await bulkDelete({ Ids: [free1, String(free2), free1] });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toBe(2);
    expect(await productIds(PREFIX)).not.toContain(free1);
    expect(await productIds(PREFIX)).not.toContain(free2);
  });

  it('refuses wrong types, NUL, huge numbers and too many ids with a 400 naming Ids', async () => {
    for (const payload of [
      {},
      { Ids: {} },
      { Ids: [] },
      { Ids: 'Ids' },
      { Ids: [{}] },
      { Ids: [[1]] },
      { Ids: [1.5] },
      { Ids: ['\u0000'] },
      { Ids: [1e20] },
      { Ids: [-1] },
      { Ids: [1], Other: true },
      { Ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
    ]) {
      const refused = await bulkDelete(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/Products/DeleteProducts',
      headers: { ...staff, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await bulkDelete({ Ids: [1] }, {})).statusCode).toBe(401);
  });
});

describe.each(drivers)('an export whose reader stalls ($name)', (driver) => {
  const STALL_MS = 500;
  const logged: { msg?: string; err?: { message?: string } }[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, {
      config: { logger: true, exportStallMs: STALL_MS },
      logStream: { write: (line) => logged.push(JSON.parse(line)) },
    });
  });
  afterAll(() => t?.close());

  it('stops once its reader has not taken a batch within exportStallMs, giving back its slot', async () => {
    const staff = await t.authorize('staff@example.com', 'Staff#2026');
    // As in the paused export above: more than the sockets' buffers hold, so the export waits.
    const rows = EXPORT_BATCH * 10;
    await sql`insert into products (product_name, product_version)
      select 'Stalled ' || lpad(i::text, 6, '0') || ' ' || repeat('x', 2500), 's'
      from generate_series(1, ${rows}) as i`.execute(t.db);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Every slot taken by a reader that reads once, then nothing.
    const stalled = await Promise.all(
      Array.from({ length: MAX_EXPORTS }, async () => {
        const response = await fetch(`${address}/api/Products/ExportProducts?Search=Stalled`, {
          headers: staff,
        });
        expect(response.status).toBe(200);
        const reader = response.body!.getReader();
        expect((await reader.read()).done).toBe(false);
        return reader;
      }),
    );
    // Each export stops (and says why in the log), so a new one has a slot again.
    const stops = () =>
      logged.filter(
        (line) => line.msg === 'CSV export failed' && line.err?.message?.includes('did not take a batch'),
      ).length;
    await expect.poll(stops, { timeout: 10_000 }).toBe(MAX_EXPORTS);
    const next = await t.app.inject({
      method: 'GET',
      url: '/api/Products/ExportProducts?Search=none',
      headers: staff,
    });
    expect(next.statusCode).toBe(200);
    // Each stalled reader, reading on, gets what was in flight, then an error, never every row.
    for (const reader of stalled) {
      let text = '';
      const decoder = new TextDecoder();
      const readAll = async () => {
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
          text += decoder.decode(chunk.value, { stream: true });
      };
      await expect(readAll()).rejects.toThrow('terminated');
      expect(text.split('\r\n').length).toBeLessThan(rows);
    }
    t.app.server.closeAllConnections();
  });
});

describe.each(drivers)('bulk renew and suspend of product licenses ($name)', (driver) => {
  const { t, staff } = suiteTestApp(driver, ['staff']);
  const post = (workflow: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/ProductLicenses/${workflow}`,
      headers: staff,
      payload: payload as object,
    });
  const licenses = (ids: number[]) =>
    t.db
      .selectFrom('product_licenses')
      .select(['id', 'status', 'expired_date', 'order_number'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
  const histories = async (ids: number[]) =>
    (
      await t.db
        .selectFrom('product_license_histories')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('product_license_id', 'in', ids)
        .executeTakeFirstOrThrow()
    ).count;

  it('suspends all or none, naming every license that cannot be, and renews in one transaction', async () => {
    const rows = await t.db.selectFrom('product_licenses').select('id').orderBy('id').limit(3).execute();
    const ids = rows.map((row) => row.id);
    await t.db.updateTable('product_licenses').set({ status: 1 }).where('id', 'in', ids).execute();
    await t.db.updateTable('product_licenses').set({ status: 4 }).where('id', '=', ids[2]!).execute();
    const before = await licenses(ids);
    const historiesBefore = Number(await histories(ids));

    const refused = await post('SuspendProductLicenses', { Ids: ids });
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(
      `Nothing was changed. ${before[2]!.order_number}: A license that is Revoked cannot be suspended.`,
    );
    expect(await licenses(ids)).toEqual(before);
    expect(Number(await histories(ids))).toBe(historiesBefore);

    const suspended = await post('SuspendProductLicenses', { Ids: ids.slice(0, 2) });
    expect(suspended.json()).toBe(2);
    expect((await licenses(ids)).map((row) => row.status)).toEqual([2, 2, 4]);

    const renewed = await post('RenewProductLicenses', { Ids: ids });
    expect(renewed.statusCode).toBe(200);
    const after = await licenses(ids);
    for (const [i, row] of after.entries()) expect(row.expired_date > before[i]!.expired_date).toBe(true);
    expect(Number(await histories(ids))).toBe(historiesBefore + 5);

    const unknown = await post('RenewProductLicenses', { Ids: [ids[0], 2_000_000_000] });
    expect(unknown.statusCode).toBe(404);
    expect(await licenses(ids)).toEqual(after);
    for (const payload of [{ Ids: {} }, { Ids: ['x'] }, { Ids: [1e20] }, { Ids: ['\u0000'] }, {}]) {
      expect((await post('SuspendProductLicenses', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
