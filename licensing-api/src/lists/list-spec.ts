// One list definition per entity: which REST fields map to which columns, and which of them a
// client may sort by, filter on and search. Anything not declared here is a 400, never SQL.
import type { SortItem } from '@licensing/domain';
import type { StringReference } from 'kysely';

/**
 * How a field sorts and filters:
 * - text: sorts case-insensitively (byte order of lower(), the same on every server); filters
 *   and searches by case-insensitive substring (ILIKE, with % and _ escaped).
 * - integer, boolean, uuid: sort by value; filter by equality ('true'/'false' or '1'/'0' for booleans).
 * - timestamp: sorts by value; not filterable yet.
 */
export type FieldType = 'text' | 'integer' | 'boolean' | 'uuid' | 'timestamp';

export type ListField<DB, TB extends keyof DB> = {
  column: StringReference<DB, TB>;
  type: FieldType;
  /**
   * 'version': a text field that sorts version-aware, numerically per digit run ('1.9' before
   * '1.10' before '2.0'), in SQL so paging stays right; it filters and searches as text.
   */
  sortAs?: 'version';
};

export type ListSpec<DB, TB extends keyof DB> = {
  /** REST field name → column, for every field named below. */
  fields: Record<string, ListField<DB, TB>>;
  sortBy: readonly string[];
  filterBy: readonly string[];
  /**
   * Integer fields (also in filterBy) whose FilterValue may be a comma-separated set of ids,
   * '1,2,3' → IN (1, 2, 3): loaders fetch many rows, or the children of many parents, in one call.
   */
  filterByIds?: readonly string[];
  /** Text fields the Search parameter looks in. */
  searchIn: readonly string[];
  /** Used when MultipleOrders is empty (domain defaultSorts). */
  defaultSort: readonly SortItem[];
  /** The primary key's field: always the last sort key, so paging is stable. */
  tiebreaker: string;
};

/** Checks a list definition when its module loads, so a typo fails at start, not on a request. */
export function defineList<DB, TB extends keyof DB>(spec: ListSpec<DB, TB>): ListSpec<DB, TB> {
  const problem = (message: string) => new Error(`Invalid list definition: ${message}`);
  const fieldOf = (name: string) => {
    const field = spec.fields[name];
    if (!field) throw problem(`'${name}' is not in fields.`);
    return field;
  };
  for (const name of [...spec.sortBy, spec.tiebreaker]) fieldOf(name);
  for (const name of spec.filterBy) {
    if (fieldOf(name).type === 'timestamp') throw problem(`filtering on timestamp field '${name}'.`);
  }
  for (const name of spec.filterByIds ?? []) {
    if (!spec.filterBy.includes(name)) throw problem(`id-set filter '${name}' is not in filterBy.`);
    if (fieldOf(name).type !== 'integer') throw problem(`id-set filter on non-integer field '${name}'.`);
  }
  for (const name of spec.searchIn) {
    if (fieldOf(name).type !== 'text') throw problem(`search in non-text field '${name}'.`);
  }
  for (const item of spec.defaultSort) {
    if (!spec.sortBy.includes(item.FieldName))
      throw problem(`default sort '${item.FieldName}' is not sortable.`);
  }
  return spec;
}
