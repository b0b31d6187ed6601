// The columns of a list: what each says, renders, sorts and filters by, from the screen's list and
// the declaration; and the URL's filters as the list query's variables.
import type { Entity } from '@licensing/domain';
import type { ReactNode } from 'react';
import { fieldValue } from '../resource/FieldValue';
import { StateBadge } from '../StatusBadge';
import { endsOf, filterKindOf } from './ColumnFilter';
import type { ListColumn, ListParams } from './types';

export const sameFilters = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** The URL's filters as the list query's `filter`: a range of days ('from..to') as { from, to }. */
export function filterVariables(entity: Entity, filters: Record<string, string>): ListParams['filter'] {
  const entries = Object.entries(filters).map(([field, value]) => {
    if (entity.fields[field]?.filter !== 'range') return [field, value];
    const { from, to } = endsOf(value);
    return [field, { from: from || null, to: to || null }];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** A value without spaces (a code, an e-mail, a URL) is one word: it never breaks across lines. */
const oneWord = (value: ReactNode) =>
  typeof value === 'string' && !/\s/.test(value) ? (
    <span style={{ whiteSpace: 'nowrap' }}>{value}</span>
  ) : (
    value
  );

/** A column with what it does not say taken from the declaration. */
export function columnOf<T>(entity: Entity, column: ListColumn<T>) {
  const given = typeof column === 'string' ? { key: column } : column;
  const { key } = given;
  const field = entity.fields[key];
  const filterField =
    given.filterField === undefined ? (filterKindOf(field) ? key : null) : given.filterField || null;
  const filtered = filterField ? entity.fields[filterField] : undefined;
  return {
    key,
    label: given.label ?? field?.label ?? key,
    render: given.render ?? ((item) => oneWord(fieldValue(key, field, item as Record<string, unknown>))),
    sortField: given.sortField === undefined ? (field?.sort ? key : null) : given.sortField || null,
    filterField,
    /** How its filter box filters (ColumnFilter). */
    filterKind: filterKindOf(filtered) ?? 'text',
    choices: filtered?.choices,
    width: given.width,
    priority: given.priority ?? 1,
    /** An amount: right-aligned. */
    numeric: field?.type === 'decimal',
  };
}

/** The state of a license, an order or a trial request (SPEC §4) as its badge, in its list and detail. */
export const stateColumn: ListColumn<{ state: string }> = {
  key: 'state',
  label: 'State',
  render: (row) => <StateBadge state={row.state} />,
  sortField: false,
};
