// Saved views (beyond SPEC; issue 29): a list's search, sort, filters, hidden columns and page size
// kept under a name per user, and shared with everyone by an administrator. A view belongs to the
// list of one declared entity (its name), and what it holds is checked against that declaration:
// only its sortable fields sort, its filterable fields filter, its fields (or the derived state)
// are columns. licensing-api checks a stored view with this; the web applies one to its URL.
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.js';
import { type Entity, fieldNames, sortableFields } from './entities/entity.js';

export const SAVED_VIEW_NAME_MAX = 100;
/** As licensing-api's Search parameter. */
export const SAVED_VIEW_SEARCH_MAX = 200;
/** A filter's text (an id set of MAX_FILTER_IDS ids fits). */
export const SAVED_VIEW_FILTER_MAX = 4000;
/** More sort keys than any list has fields to sort by is no real view. */
export const SAVED_VIEW_SORT_MAX = 10;

/**
 * A list column that is no declared field: the display state of an order or a trial request (SPEC
 * §4), which their lists show (the web's stateColumn).
 */
const DERIVED_COLUMNS = ['state'] as const;

export type SavedViewSortKey = { field: string; direction: 'ASC' | 'DESC' };

/** What a saved view restores: absent parts are the list's defaults. */
export type SavedViewState = {
  search: string;
  /** Empty: the list's default sort. */
  sort: SavedViewSortKey[];
  /** Filter text by filter field. */
  filters: Record<string, string>;
  /** The column keys the user hid. */
  hiddenColumns: string[];
  pageSize: number;
};

export const savedViewMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${SAVED_VIEW_NAME_MAX} characters.`,
  nameTaken: (name: string) => `You already have a view named '${name}' for this list.`,
  unknownList: (list: string) => `'${list}' is no list.`,
  shareAdminOnly: 'Only an administrator can share a view with everyone.',
  othersShared: "Only an administrator can change or delete someone else's shared view.",
  notFound: 'View',
} as const;

/** A problem with a view's state, naming its field by its REST path ('State.Sort[0].Field'). */
export class SavedViewStateError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'SavedViewStateError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text of at most `max` characters, without control characters (NUL among them). */
function text(value: unknown, field: string, max: number): string {
  if (typeof value !== 'string') throw new SavedViewStateError(field, `${field} must be a text.`);
  if (value.length > max) throw new SavedViewStateError(field, `${field} must be at most ${max} characters.`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(value))
    throw new SavedViewStateError(field, `${field} must not hold control characters.`);
  return value;
}

function list(value: unknown, field: string, max: number): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new SavedViewStateError(field, `${field} must be a list.`);
  if (value.length > max) throw new SavedViewStateError(field, `${field} must hold at most ${max} items.`);
  return value;
}

/** The column keys a view of `entity`'s list may hide. */
export const knownColumns = (entity: Entity): Set<string> =>
  new Set([...Object.keys(entity.fields), ...DERIVED_COLUMNS]);

/**
 * `input` (REST: { Search, Sort: [{ Field, Direction }], Filters: { field: text }, HiddenColumns,
 * PageSize }, each optional) checked against `entity`'s declaration, as a SavedViewState; throws a
 * SavedViewStateError naming the first field at fault.
 */
export function checkSavedViewState(entity: Entity, input: unknown): SavedViewState {
  if (!isRecord(input)) throw new SavedViewStateError('State', 'State must be an object.');
  const allowed = new Set(['Search', 'Sort', 'Filters', 'HiddenColumns', 'PageSize']);
  for (const key of Object.keys(input)) {
    if (!allowed.has(key))
      throw new SavedViewStateError(`State.${key}`, `State.${key} is not a part of a view.`);
  }
  const search =
    input.Search === undefined || input.Search === null
      ? ''
      : text(input.Search, 'State.Search', SAVED_VIEW_SEARCH_MAX).trim();

  const sortable = sortableFields(entity);
  const sort = list(input.Sort, 'State.Sort', SAVED_VIEW_SORT_MAX).map((key, index): SavedViewSortKey => {
    const at = `State.Sort[${index}]`;
    if (!isRecord(key)) throw new SavedViewStateError(at, `${at} must be an object.`);
    const field = text(key.Field, `${at}.Field`, 100);
    if (!sortable.includes(field))
      throw new SavedViewStateError(
        `${at}.Field`,
        `'${field}' is not a sortable field of ${entity.displayName}. Sortable fields: ${sortable.join(', ')}.`,
      );
    if (key.Direction !== 'ASC' && key.Direction !== 'DESC')
      throw new SavedViewStateError(`${at}.Direction`, `${at}.Direction must be 'ASC' or 'DESC'.`);
    return { field, direction: key.Direction };
  });
  if (new Set(sort.map((key) => key.field)).size !== sort.length)
    throw new SavedViewStateError('State.Sort', 'State.Sort names a field twice.');

  const filterable = fieldNames(entity, (field) => field.filter);
  const filters: Record<string, string> = {};
  if (input.Filters !== undefined && input.Filters !== null) {
    if (!isRecord(input.Filters))
      throw new SavedViewStateError('State.Filters', 'State.Filters must be an object.');
    for (const [field, value] of Object.entries(input.Filters)) {
      const at = `State.Filters.${field}`;
      if (!filterable.includes(field))
        throw new SavedViewStateError(
          at,
          `'${field.slice(0, 100)}' is not a filterable field of ${entity.displayName}. Filterable fields: ${filterable.join(', ')}.`,
        );
      const filter = text(value, at, SAVED_VIEW_FILTER_MAX).trim();
      if (filter) filters[field] = filter;
    }
  }

  const columns = knownColumns(entity);
  const hiddenColumns = list(input.HiddenColumns, 'State.HiddenColumns', columns.size).map((key, index) => {
    const at = `State.HiddenColumns[${index}]`;
    const column = text(key, at, 100);
    if (!columns.has(column))
      throw new SavedViewStateError(at, `'${column}' is not a column of ${entity.displayName}.`);
    return column;
  });

  let pageSize = DEFAULT_PAGE_SIZE;
  if (input.PageSize !== undefined && input.PageSize !== null) {
    if (
      !Number.isInteger(input.PageSize) ||
      (input.PageSize as number) < 1 ||
      (input.PageSize as number) > MAX_PAGE_SIZE
    )
      throw new SavedViewStateError(
        'State.PageSize',
        `State.PageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
      );
    pageSize = input.PageSize as number;
  }

  return { search, sort, filters, hiddenColumns: [...new Set(hiddenColumns)], pageSize };
}

/** A state as REST carries it (checkSavedViewState's input). */
export const restSavedViewState = (state: SavedViewState) => ({
  Search: state.search,
  Sort: state.sort.map(({ field, direction }) => ({ Field: field, Direction: direction })),
  Filters: state.filters,
  HiddenColumns: state.hiddenColumns,
  PageSize: state.pageSize,
});
