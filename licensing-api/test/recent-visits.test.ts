// The recent history: the last 10 visited records per user, newest first, each once; a deleted
// record drops out of everyone's history; each user sees only their own.
import { describe, expect, it } from 'vitest';
import { drivers, suiteTestApp } from './helpers.js';

describe.each(drivers)('recent visits ($name)', (driver) => {
  const { t, admin, staff } = suiteTestApp(driver, ['admin', 'staff']);

  const visit = (as: Record<string, string>, Entity: string, Id: string, Label: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Account/RecordVisit',
      headers: as,
      payload: { Entity, Id, Label },
    });
  const recent = async (as: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/Account/GetRecentVisits', headers: as })).json() as {
      Entity: string;
      Id: string;
      Label: string;
    }[];

  it('keeps the last 10, newest first, each record once', async () => {
    for (let index = 1; index <= 12; index++) {
      expect((await visit(admin, 'Product', String(index), `Product ${index}`)).statusCode).toBe(200);
    }
    expect((await visit(admin, 'Product', '5', 'Product five')).statusCode).toBe(200);
    const list = await recent(admin);
    expect(list.map((row) => row.Id)).toEqual(['5', '12', '11', '10', '9', '8', '7', '6', '4', '3']);
    expect(list[0]!.Label).toBe('Product five');
    expect(await recent(staff)).toEqual([]);
    expect((await visit(admin, 'Nope', '1', 'x')).statusCode).toBe(400);
    expect((await visit(admin, 'Product', '', 'x')).statusCode).toBe(400);
  });

  it("drops a deleted record from everyone's history", async () => {
    const id = (
      await t.app.inject({
        method: 'POST',
        url: '/api/Products/CreateProduct',
        headers: admin,
        payload: { ProductName: 'Visited', ProductVersion: '1' },
      })
    ).json() as number;
    await visit(admin, 'Product', String(id), 'Visited');
    await visit(staff, 'Product', String(id), 'Visited');
    expect((await recent(staff)).map((row) => row.Id)).toEqual([String(id)]);
    expect(
      (
        await t.app.inject({ method: 'DELETE', url: `/api/Products/DeleteProduct/${id}`, headers: admin })
      ).json(),
    ).toBe(true);
    expect(await recent(staff)).toEqual([]);
    expect((await recent(admin)).map((row) => row.Id)).not.toContain(String(id));
  });
});
