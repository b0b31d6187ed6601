// Saved views through GraphQL: saved, listed (own and shared), updated, shared by an administrator
// only, deleted; licensing-api's refusals come back with their codes and field names.
import { describe, expect, it } from 'vitest';
import { ADMIN, STAFF, sharedStack, signIn } from './helpers.js';

const VIEW =
  'id list name shared mine ownerName state { search sort { field direction } filters { field value } hiddenColumns pageSize }';
const VIEWS = `query ($list: String!) { savedViews(list: $list) { ${VIEW} } }`;
const SAVE = `mutation ($input: SavedViewInput!) { saveView(input: $input) { ${VIEW} } }`;
const UPDATE = `mutation ($id: ID!, $input: SavedViewUpdateInput!) { updateSavedView(id: $id, input: $input) { ${VIEW} } }`;
const SHARE = `mutation ($id: ID!, $shared: Boolean!) { shareSavedView(id: $id, shared: $shared) { ${VIEW} } }`;
const DELETE = 'mutation ($id: ID!) { deleteSavedView(id: $id) }';

type View = { id: string; name: string; shared: boolean; mine: boolean; state: Record<string, unknown> };

describe('saved views', () => {
  const stack = sharedStack({ user: ADMIN });

  it('are saved, listed, updated, shared by administrators only and deleted', async () => {
    const staff = { token: (await signIn(stack.url, STAFF)).token };
    const state = {
      search: 'acme',
      sort: [{ field: 'totalPrice', direction: 'DESC' }],
      filters: [{ field: 'companyName', value: 'Acme' }],
      hiddenColumns: ['email'],
      pageSize: 25,
    };
    const saved = await stack.query<{ saveView: View }>(
      SAVE,
      { input: { list: 'Order', name: 'Acme orders', state } },
      staff,
    );
    expect(saved.errors).toBeUndefined();
    const view = saved.data!.saveView;
    expect(view).toMatchObject({ list: 'Order', name: 'Acme orders', shared: false, mine: true, state });

    // Another user does not see it; the administrator cannot share what they cannot see.
    expect((await stack.query(VIEWS, { list: 'Order' })).data).toEqual({ savedViews: [] });
    const staffShares = await stack.query(SHARE, { id: view.id, shared: true }, staff);
    expect(staffShares.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const sharedByAdmin = await stack.query(SAVE, {
      input: { list: 'Order', name: 'Everyone', shared: true, state: { search: 'x' } },
    });
    expect(sharedByAdmin.errors).toBeUndefined();

    const listed = await stack.query<{ savedViews: View[] }>(VIEWS, { list: 'Order' }, staff);
    expect(listed.data!.savedViews.map((row) => [row.name, row.mine, row.shared])).toEqual([
      ['Acme orders', true, false],
      ['Everyone', false, true],
    ]);

    const renamed = await stack.query<{ updateSavedView: View }>(
      UPDATE,
      { id: view.id, input: { name: 'Acme, big first' } },
      staff,
    );
    expect(renamed.data?.updateSavedView).toMatchObject({ name: 'Acme, big first', state });

    const badSort = await stack.query(
      UPDATE,
      { id: view.id, input: { state: { sort: [{ field: 'secret', direction: 'ASC' }] } } },
      staff,
    );
    expect(badSort.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(badSort.errors?.[0]?.message).toMatch(/'secret' is not a sortable field of Order/);
    const duplicate = await stack.query(
      SAVE,
      { input: { list: 'Order', name: 'acme, BIG first', state: {} } },
      staff,
    );
    expect(duplicate.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const badId = await stack.query(DELETE, { id: '12' }, staff);
    expect(badId.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    expect((await stack.query(DELETE, { id: view.id }, staff)).data).toEqual({ deleteSavedView: view.id });
    const gone = await stack.query(DELETE, { id: view.id }, staff);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await stack.query(VIEWS, { list: 'Order' }, { token: 'nope' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
