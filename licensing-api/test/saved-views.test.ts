// Saved views of the lists: each user's own, the shared ones for everyone; only the owner changes
// a view, only an administrator shares one or changes someone else's shared one; the state is
// checked against the list's declaration; a read token reads them and writes none.
import { describe, expect, it } from 'vitest';
import { drivers, messageOf, suiteTestApp } from './helpers.js';

type Headers = { authorization: string };
type View = {
  Id: string;
  List: string;
  Name: string;
  Shared: boolean;
  Mine: boolean;
  OwnerName: string;
  State: {
    Search: string;
    Sort: unknown[];
    Filters: Record<string, string>;
    HiddenColumns: string[];
    PageSize: number;
  };
};

const orderState = {
  Search: 'acme',
  Sort: [{ Field: 'totalPrice', Direction: 'DESC' }],
  Filters: { companyName: 'Acme', status: 'Pending' },
  HiddenColumns: ['email', 'state'],
  PageSize: 25,
};

describe.each(drivers)('saved views ($name)', (driver) => {
  const { t, admin, staff } = suiteTestApp(driver, ['admin', 'staff']);

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: Headers,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      ...(headers ? { headers } : {}),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const views = async (as: Headers, list = 'Order') => {
    const response = await call('GET', `/api/SavedViews/GetSavedViews?List=${list}`, as);
    expect(response.statusCode).toBe(200);
    return response.json() as View[];
  };
  const create = (as: Headers, body: object) => call('POST', '/api/SavedViews/CreateSavedView', as, body);
  const update = (as: Headers, id: string, body: unknown) =>
    call('PUT', `/api/SavedViews/UpdateSavedView/${id}`, as, body);
  const remove = (as: Headers, id: string) => call('DELETE', `/api/SavedViews/DeleteSavedView/${id}`, as);

  /** Another staff member, signed in. */
  const otherStaff = async (): Promise<Headers> => {
    const role = await t.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'Staff')
      .executeTakeFirstOrThrow();
    const email = `other-${driver.name}@example.com`;
    const registered = await call('POST', '/api/Account/Register', admin, {
      Email: email,
      Password: 'Passw0rd!',
      ConfirmPassword: 'Passw0rd!',
      FirstName: 'Other',
      LastName: 'Staff',
      RoleId: role.id,
    });
    expect(registered.statusCode).toBe(200);
    return t.authorize(email, 'Passw0rd!');
  };

  it("keeps each user's views to themselves, and lets only the owner change or delete one", async () => {
    const made = await create(staff, { List: 'Order', Name: ' Big orders ', State: orderState });
    expect(made.statusCode).toBe(200);
    const view = made.json() as View;
    expect(view).toMatchObject({ List: 'Order', Name: 'Big orders', Shared: false, Mine: true });
    expect(view.OwnerName).not.toBe('');
    expect(view.State).toEqual(orderState);
    expect((await views(staff)).map((row) => row.Name)).toEqual(['Big orders']);
    // Another list's views are not this one's.
    expect(await views(staff, 'Customer')).toEqual([]);

    const other = await otherStaff();
    expect(await views(other)).toEqual([]);
    expect(await views(admin)).toEqual([]);
    // Someone else's private view does not exist for them, for the administrator neither.
    for (const as of [other, admin]) {
      expect((await update(as, view.Id, { Name: 'Mine now' })).statusCode).toBe(404);
      expect((await remove(as, view.Id)).statusCode).toBe(404);
    }

    // The same name, whatever its case, once per owner and list; another user may use it.
    const again = await create(staff, { List: 'Order', Name: 'BIG ORDERS', State: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().ModelState).toHaveProperty('Name');
    expect((await create(other, { List: 'Order', Name: 'Big orders' })).statusCode).toBe(200);
    expect((await create(staff, { List: 'Customer', Name: 'Big orders' })).statusCode).toBe(200);

    const renamed = await update(staff, view.Id, { Name: 'Largest orders', State: { Search: 'x' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      Name: 'Largest orders',
      State: { Search: 'x', Sort: [], Filters: {}, HiddenColumns: [], PageSize: 10 },
    });
    expect((await remove(staff, view.Id)).json()).toBe(true);
    expect((await remove(staff, view.Id)).statusCode).toBe(404);
    expect((await views(staff)).map((row) => row.Name)).toEqual([]);
  });

  it('lets only an administrator share a view, or change or delete a shared view of someone else', async () => {
    // Staff may neither share on create nor by an update.
    const refused = await create(staff, { List: 'Customer', Name: 'Everyone', Shared: true });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe('Only an administrator can share a view with everyone.');
    const own = (await create(staff, { List: 'Customer', Name: 'Staff own' })).json() as View;
    expect((await update(staff, own.Id, { Shared: true })).statusCode).toBe(403);
    expect((await update(staff, own.Id, { Shared: false })).statusCode).toBe(200);

    // An administrator shares their own view, and someone else's.
    const shared = await create(admin, {
      List: 'Customer',
      Name: 'Shared by admin',
      Shared: true,
      State: { Search: 'a' },
    });
    expect(shared.statusCode).toBe(200);
    const sharedView = shared.json() as View;
    const sharedOwn = await update(admin, own.Id, { Shared: true });
    // Someone else's private view is not the administrator's to see, nor to share.
    expect(sharedOwn.statusCode).toBe(404);
    const seen = await views(staff, 'Customer');
    expect(seen.map((row) => [row.Name, row.Mine, row.Shared])).toEqual(
      expect.arrayContaining([
        ['Shared by admin', false, true],
        ['Staff own', true, false],
      ]),
    );

    // Staff reads the shared view but neither changes nor deletes it.
    const staffChange = await update(staff, sharedView.Id, { Name: 'Taken over' });
    expect(staffChange.statusCode).toBe(403);
    expect(messageOf(staffChange)).toBe(
      "Only an administrator can change or delete someone else's shared view.",
    );
    expect((await remove(staff, sharedView.Id)).statusCode).toBe(403);
    expect((await views(staff, 'Customer')).find((row) => row.Id === sharedView.Id)?.Name).toBe(
      'Shared by admin',
    );

    // An administrator changes and unshares a shared view, whoever owns it.
    const adminRenames = await update(admin, sharedView.Id, { Name: 'Shared, renamed', Shared: false });
    expect(adminRenames.json()).toMatchObject({ Name: 'Shared, renamed', Shared: false });
    expect((await views(staff, 'Customer')).some((row) => row.Id === sharedView.Id)).toBe(false);
    expect((await remove(admin, sharedView.Id)).json()).toBe(true);
  });

  it("keeps an administrators-only list's views to administrators", async () => {
    const shared = await create(admin, { List: 'User', Name: 'Everyone active', Shared: true });
    expect(shared.statusCode).toBe(200);
    expect((await call('GET', '/api/SavedViews/GetSavedViews?List=User', staff)).statusCode).toBe(403);
    expect((await create(staff, { List: 'User', Name: 'Mine' })).statusCode).toBe(403);
    expect((await views(admin, 'User')).map((view: { Name: string }) => view.Name)).toContain(
      'Everyone active',
    );
  });

  it('checks the state against the list and names the field at fault', async () => {
    const cases: [object, string][] = [
      [{ List: 'Nope', Name: 'x' }, 'List'],
      [{ List: { Order: 1 }, Name: 'x' }, 'List'],
      [{ List: 'Order', Name: '' }, 'Name'],
      [{ List: 'Order', Name: ['x'] }, 'Name'],
      [{ List: 'Order', Name: 'a\u0000b' }, 'Name'],
      [{ List: 'Order', Name: 'x'.repeat(101) }, 'Name'],
      [{ List: 'Order', Name: 'x', Shared: 'yes' }, 'Shared'],
      [{ List: 'Order', Name: 'x', State: [] }, 'State'],
      [{ List: 'Order', Name: 'x', State: 'all' }, 'State'],
      [{ List: 'Order', Name: 'x', State: { Colour: 'red' } }, 'State.Colour'],
      [{ List: 'Order', Name: 'x', State: { Search: { $ne: 1 } } }, 'State.Search'],
      [{ List: 'Order', Name: 'x', State: { Search: 'a\u0000' } }, 'State.Search'],
      [{ List: 'Order', Name: 'x', State: { Search: 'x'.repeat(201) } }, 'State.Search'],
      [
        { List: 'Order', Name: 'x', State: { Sort: [{ Field: 'password', Direction: 'ASC' }] } },
        'State.Sort[0].Field',
      ],
      [
        { List: 'Order', Name: 'x', State: { Sort: [{ Field: 'email', Direction: 'UP' }] } },
        'State.Sort[0].Direction',
      ],
      [{ List: 'Order', Name: 'x', State: { Sort: { Field: 'email' } } }, 'State.Sort'],
      [{ List: 'Order', Name: 'x', State: { Sort: ['email'] } }, 'State.Sort[0]'],
      [{ List: 'Order', Name: 'x', State: { Filters: { secret: 'x' } } }, 'State.Filters.secret'],
      [{ List: 'Order', Name: 'x', State: { Filters: { email: ['a'] } } }, 'State.Filters.email'],
      [{ List: 'Order', Name: 'x', State: { Filters: { email: 1e308 } } }, 'State.Filters.email'],
      [{ List: 'Order', Name: 'x', State: { Filters: 'email=a' } }, 'State.Filters'],
      [{ List: 'Order', Name: 'x', State: { HiddenColumns: ['nope'] } }, 'State.HiddenColumns[0]'],
      [{ List: 'Order', Name: 'x', State: { HiddenColumns: [{}] } }, 'State.HiddenColumns[0]'],
      [{ List: 'Order', Name: 'x', State: { HiddenColumns: 'email' } }, 'State.HiddenColumns'],
      [{ List: 'Order', Name: 'x', State: { PageSize: 1e308 } }, 'State.PageSize'],
      [{ List: 'Order', Name: 'x', State: { PageSize: 0 } }, 'State.PageSize'],
      [{ List: 'Order', Name: 'x', State: { PageSize: 2.5 } }, 'State.PageSize'],
      [{ List: 'Order', Name: 'x', State: { PageSize: '25' } }, 'State.PageSize'],
    ];
    for (const [body, field] of cases) {
      const response = await create(staff, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      const modelState = Object.keys(response.json().ModelState ?? {});
      // The body's JSON types are checked first, in their own path spelling (State.Sort.0).
      expect(
        modelState.map((key) => key.replace(/\.(\d+)/g, '[$1]')),
        JSON.stringify(body).slice(0, 120),
      ).toEqual([field]);
    }
    const unknownSort = await create(staff, {
      List: 'Order',
      Name: 'x',
      State: { Sort: [{ Field: 'password', Direction: 'ASC' }] },
    });
    expect(messageOf(unknownSort)).toMatch(
      /^'password' is not a sortable field of Order\. Sortable fields: /,
    );
    // Nothing was stored.
    expect(await views(staff, 'Order')).toEqual([]);
    const view = (await create(staff, { List: 'Order', Name: 'Valid' })).json() as View;
    expect((await update(staff, view.Id, {})).statusCode).toBe(400);
    expect(
      (await update(staff, view.Id, { State: { Sort: [{ Field: 'nope', Direction: 'ASC' }] } })).statusCode,
    ).toBe(400);
    expect((await update(staff, 'not-a-uuid', { Name: 'y' })).statusCode).toBe(400);
    expect((await remove(staff, 'not-a-uuid')).statusCode).toBe(400);
    expect((await call('GET', '/api/SavedViews/GetSavedViews', staff)).statusCode).toBe(400);
    expect((await call('GET', '/api/SavedViews/GetSavedViews?List=Nope', staff)).statusCode).toBe(400);
    expect((await remove(staff, view.Id)).json()).toBe(true);
  });

  it('lets a read token read views and write none; refuses no token', async () => {
    const made = await call('POST', '/api/Account/CreateApiToken', staff, {
      Name: 'reader',
      Scope: 'read',
      ExpiresInDays: 1,
    });
    const read = { authorization: `Bearer ${made.json().Token}` };
    const view = (await create(staff, { List: 'Product', Name: 'Readable' })).json() as View;
    expect((await views(read, 'Product')).map((row) => row.Name)).toEqual(['Readable']);
    expect((await create(read, { List: 'Product', Name: 'By a token' })).statusCode).toBe(403);
    expect((await update(read, view.Id, { Name: 'By a token' })).statusCode).toBe(403);
    expect((await remove(read, view.Id)).statusCode).toBe(403);
    expect((await call('GET', '/api/SavedViews/GetSavedViews?List=Product')).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/SavedViews/CreateSavedView', undefined, { List: 'Product', Name: 'x' }))
        .statusCode,
    ).toBe(401);
    expect((await update({ authorization: 'Bearer nope' }, view.Id, { Name: 'x' })).statusCode).toBe(401);
    expect((await views(staff, 'Product')).map((row) => row.Name)).toEqual(['Readable']);
  });
});
