// Runs a list request against an entity's query: checks the requested fields against the list
// definition, then adds the search, filters, order (with the primary key last) and page, and
// counts the matching rows. Values are always bound parameters; only declared columns reach SQL.
import { MAX_FILTER_IDS, type SortItem } from '@licensing/domain';
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

const INTEGER_PATTERN = /^-?\d{1,9}$/;

/** '1, 2,3' → IN (1, 2, 3), every id checked to be an integer. */
function idSetCondition(column: RawBuilder<unknown>, name: string, value: string): Expression<SqlBool> {
  const ids = value.split(',').map((id) => id.trim());
  if (ids.length > MAX_FILTER_IDS) throw badRequest(apiMessages.tooManyFilterIds(name, MAX_FILTER_IDS));
  const invalid = ids.find((id) => !INTEGER_PATTERN.test(id));
  if (invalid !== undefined) throw badRequest(apiMessages.invalidFilterValue(name, invalid));
  const unique = [...new Set(ids.map(Number))];
  return sql<SqlBool>`${column} in (${sql.join(unique)})`;
}

function filterCondition<DB, TB extends keyof DB>(
  field: ListField<DB, TB>,
  name: string,
  value: string,
  idSet: boolean,
): Expression<SqlBool> {
  const column = ref(field);
  if (idSet) return idSetCondition(column, name, value);
  switch (field.type) {
    case 'text':
      return sql<SqlBool>`${column} ilike ${containsPattern(value)}`;
    case 'integer':
      if (!INTEGER_PATTERN.test(value)) throw badRequest(apiMessages.invalidFilterValue(name, value));
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
    const idSet = spec.filterByIds?.includes(FieldName) ?? false;
    conditions.push(filterCondition(field, FieldName, FilterValue, idSet));
  }
  if (request.search !== undefined && spec.searchIn.length > 0) {
    const pattern = containsPattern(request.search);
    const matches = spec.searchIn.map((name) => sql<SqlBool>`${ref(spec.fields[name]!)} ilike ${pattern}`);
    conditions.push(sql<SqlBool>`(${sql.join(matches, sql` or `)})`);
  }
  return conditions;
}

/**
 * A text key that sorts versions numerically per digit run: every run of digits is left-padded to
 * 10 digits ('1.10' → '0000000001.0000000010'), so byte order is version order.
 */
function versionSortKey(column: RawBuilder<unknown>): RawBuilder<unknown> {
  const padded = sql`regexp_replace(lower(${column}), '([0-9]+)', '0000000000\\1', 'g')`;
  return sql`regexp_replace(${padded}, '0*([0-9]{10})', '\\1', 'g') collate "C"`;
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
    const expression =
      field.sortAs === 'version'
        ? versionSortKey(column)
        : field.type === 'text'
          ? sql`lower(${column}) collate "C"`
          : sql`${column}`;
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
