// Runs a list request against an entity's query: checks the requested fields against the list
// definition, then adds the search, filters, order (with the primary key last) and page, and
// counts the matching rows. Values are always bound parameters; only declared columns reach SQL.
import type { SortItem } from '@licensing/domain';
import { type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { badRequest } from '../lib/errors.js';
import { apiMessages } from '../lib/messages.js';
import type { ListRequest } from './list-query.js';
import type { ListField, ListSpec } from './list-spec.js';

export type Page<Row> = { rows: Row[]; total: number };

/** `%text%` for ILIKE, with the pattern characters of `text` escaped (backslash is the default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const ref = <DB, TB extends keyof DB>(field: ListField<DB, TB>) => sql.ref(field.column as string);

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function booleanValue(text: string): boolean | undefined {
  const value = text.toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

function filterCondition<DB, TB extends keyof DB>(
  field: ListField<DB, TB>,
  name: string,
  value: string,
): Expression<SqlBool> {
  const column = ref(field);
  switch (field.type) {
    case 'text':
      return sql<SqlBool>`${column} ilike ${containsPattern(value)}`;
    case 'integer':
      if (!/^-?\d{1,9}$/.test(value)) throw badRequest(apiMessages.invalidFilterValue(name, value));
      return sql<SqlBool>`${column} = ${Number(value)}`;
    case 'boolean': {
      const flag = booleanValue(value);
      if (flag === undefined) throw badRequest(apiMessages.invalidFilterValue(name, value));
      return sql<SqlBool>`${column} = ${flag}`;
    }
    case 'uuid':
      if (!UUID_PATTERN.test(value)) throw badRequest(apiMessages.invalidFilterValue(name, value));
      return sql<SqlBool>`${column} = ${value}`;
    case 'timestamp':
      throw badRequest(apiMessages.unknownFilterField(name));
  }
}

function conditionsOf<DB, TB extends keyof DB>(spec: ListSpec<DB, TB>, request: ListRequest) {
  const conditions: Expression<SqlBool>[] = [];
  for (const { FieldName, FilterValue } of request.filters) {
    const field = spec.filterBy.includes(FieldName) ? spec.fields[FieldName] : undefined;
    if (!field) throw badRequest(apiMessages.unknownFilterField(FieldName));
    conditions.push(filterCondition(field, FieldName, FilterValue));
  }
  if (request.search !== undefined && spec.searchIn.length > 0) {
    const pattern = containsPattern(request.search);
    const matches = spec.searchIn.map((name) => sql<SqlBool>`${ref(spec.fields[name]!)} ilike ${pattern}`);
    conditions.push(sql<SqlBool>`(${sql.join(matches, sql` or `)})`);
  }
  return conditions;
}

function ordersOf<DB, TB extends keyof DB>(spec: ListSpec<DB, TB>, request: ListRequest) {
  for (const { FieldName } of request.orders) {
    if (!spec.sortBy.includes(FieldName)) throw badRequest(apiMessages.unknownSortField(FieldName));
  }
  const requested: readonly SortItem[] = request.orders.length > 0 ? request.orders : spec.defaultSort;
  const items = [...requested, { FieldName: spec.tiebreaker, Type: 'asc' } as const];
  const seen = new Set<string>();
  const orders: { expression: RawBuilder<unknown>; direction: 'asc' | 'desc' }[] = [];
  for (const item of items) {
    if (seen.has(item.FieldName)) continue;
    seen.add(item.FieldName);
    const field = spec.fields[item.FieldName]!;
    const column = ref(field);
    // Byte order of the lower-cased text: case-insensitive, and the same on PGlite and PostgreSQL.
    const expression = field.type === 'text' ? sql`lower(${column}) collate "C"` : sql`${column}`;
    orders.push({ expression, direction: item.Type });
  }
  return orders;
}

/**
 * Answers one page of `query` (the entity's select, joins included) and the number of rows
 * matching the search and filters. Throws a 400 for a field the list definition does not allow.
 */
export async function findPage<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  spec: ListSpec<DB, TB>,
  request: ListRequest,
): Promise<Page<Row>> {
  const conditions = conditionsOf(spec, request);
  const orders = ordersOf(spec, request);

  let filtered = query;
  for (const condition of conditions) filtered = filtered.where(condition);
  let paged = filtered;
  for (const { expression, direction } of orders) paged = paged.orderBy(expression, direction);
  if (request.page) paged = paged.limit(request.page.limit).offset(request.page.offset);

  const counted = filtered
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('total'))
    .$castTo<{ total: number }>();
  const [rows, count] = await Promise.all([paged.execute(), counted.executeTakeFirstOrThrow()]);
  return { rows, total: count.total };
}
