import { describe, expect, it } from 'vitest';
import { formatSort, nextSort, parseListState, parseSort, withListState } from './listState';

describe('list state in the URL', () => {
  it('reads defaults from an empty query string', () => {
    expect(parseListState(new URLSearchParams())).toEqual({
      page: 1,
      pageSize: 10,
      search: '',
      sort: null,
      filters: {},
      hidden: [],
    });
  });

  it('reads page, size, search, sort and filters', () => {
    const state = parseListState(
      new URLSearchParams('page=3&pageSize=25&search=EQQ&sort=version,-name&filter.name=ab&filter.version='),
    );
    expect(state).toEqual({
      page: 3,
      pageSize: 25,
      search: 'EQQ',
      sort: [
        { field: 'version', direction: 'ASC' },
        { field: 'name', direction: 'DESC' },
      ],
      filters: { name: 'ab' },
      hidden: [],
    });
  });

  it('reads and writes the hidden columns, each once, none by default', () => {
    expect(parseListState(new URLSearchParams('hide=email,,country,email')).hidden).toEqual([
      'email',
      'country',
    ]);
    const hidden = withListState(new URLSearchParams('search=a'), { hidden: ['email', 'country'] });
    expect(hidden.toString()).toBe('search=a&hide=email%2Ccountry');
    expect(parseListState(hidden).hidden).toEqual(['email', 'country']);
    expect(withListState(hidden, { hidden: [] }).toString()).toBe('search=a');
    // A patch without `hidden` leaves the columns as they are.
    expect(parseListState(withListState(hidden, { page: 2 })).hidden).toEqual(['email', 'country']);
  });

  it('ignores nonsense numbers and caps the page size', () => {
    const state = parseListState(new URLSearchParams('page=-2&pageSize=5000'));
    expect(state.page).toBe(1);
    expect(state.pageSize).toBe(100);
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const next = withListState(new URLSearchParams('search=EQQ&other=1&filter.name=x'), {
      page: 1,
      pageSize: 10,
      search: '  ',
      sort: [{ field: 'name', direction: 'DESC' }],
      filters: { version: '2' },
    });
    expect(next.toString()).toBe('other=1&sort=-name&filter.version=2');
  });

  it('round-trips a sort', () => {
    expect(
      parseSort(
        formatSort([
          { field: 'a', direction: 'DESC' },
          { field: 'b', direction: 'ASC' },
        ]),
      ),
    ).toEqual([
      { field: 'a', direction: 'DESC' },
      { field: 'b', direction: 'ASC' },
    ]);
    expect(parseSort('')).toBeNull();
  });
});

describe('sorting by header clicks', () => {
  const byName = [{ field: 'name', direction: 'ASC' as const }];

  it('a click sorts by that column alone, ascending first', () => {
    expect(nextSort(byName, 'version', false)).toEqual([{ field: 'version', direction: 'ASC' }]);
  });

  it('a click on the leading column flips it', () => {
    expect(nextSort(byName, 'name', false)).toEqual([{ field: 'name', direction: 'DESC' }]);
  });

  it('shift+click adds a key, then flips it in place', () => {
    const two = nextSort(byName, 'version', true);
    expect(two).toEqual([
      { field: 'name', direction: 'ASC' },
      { field: 'version', direction: 'ASC' },
    ]);
    expect(nextSort(two, 'version', true)).toEqual([
      { field: 'name', direction: 'ASC' },
      { field: 'version', direction: 'DESC' },
    ]);
  });
});
