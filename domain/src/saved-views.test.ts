import { describe, expect, it } from 'vitest';
import { entities, orderEntity } from './entities/index.js';
import { checkSavedViewState, knownColumns, restSavedViewState, SavedViewStateError } from './saved-views.js';

const problemOf = (input: unknown) => {
  try {
    checkSavedViewState(orderEntity, input);
  } catch (error) {
    if (error instanceof SavedViewStateError) return error.field;
    throw error;
  }
  return null;
};

describe('a saved view’s state', () => {
  it('takes what the list declares, trimmed, each hidden column once, defaults for what is left out', () => {
    const state = checkSavedViewState(orderEntity, {
      Search: '  acme ',
      Sort: [{ Field: 'createdDate', Direction: 'DESC' }],
      Filters: { status: 'Pending', email: '  ' },
      HiddenColumns: ['email', 'state', 'email'],
    });
    expect(state).toEqual({
      search: 'acme',
      sort: [{ field: 'createdDate', direction: 'DESC' }],
      filters: { status: 'Pending' },
      hiddenColumns: ['email', 'state'],
      pageSize: 10,
    });
    expect(checkSavedViewState(orderEntity, restSavedViewState(state))).toEqual(state);
    expect(checkSavedViewState(orderEntity, {})).toEqual({
      search: '',
      sort: [],
      filters: {},
      hiddenColumns: [],
      pageSize: 10,
    });
  });

  it('names the field at fault', () => {
    expect(problemOf(null)).toBe('State');
    expect(problemOf({ Sort: [{ Field: 'state', Direction: 'ASC' }] })).toBe('State.Sort[0].Field');
    expect(
      problemOf({
        Sort: [
          { Field: 'email', Direction: 'ASC' },
          { Field: 'email', Direction: 'DESC' },
        ],
      }),
    ).toBe('State.Sort');
    expect(problemOf({ Sort: Array(11).fill({ Field: 'email', Direction: 'ASC' }) })).toBe('State.Sort');
    expect(problemOf({ Filters: { createdDate: '2026-01-01..' } })).toBe('State.Filters.createdDate');
    expect(problemOf({ Filters: { email: 'a\nb' } })).toBe('State.Filters.email');
    expect(problemOf({ HiddenColumns: ['__proto__'] })).toBe('State.HiddenColumns[0]');
    expect(problemOf({ PageSize: 101 })).toBe('State.PageSize');
  });

  it("accepts every list's default sort and every declared field as a column", () => {
    for (const entity of entities) {
      const sort = entity.defaultSort.map(({ field, direction }) => ({
        Field: field,
        Direction: direction === 'asc' ? 'ASC' : 'DESC',
      }));
      const hidden = [...knownColumns(entity)];
      expect(checkSavedViewState(entity, { Sort: sort, HiddenColumns: hidden }).hiddenColumns).toEqual(
        hidden,
      );
    }
  });
});
