// Runs a list request against an entity's query: checks the requested fields against the entity's
// declaration (sortable, filterable, searchable), then adds the search, filters, order (with the
// key last) and page, and counts the matching rows. Values are always bound parameters; only
// declared fields reach SQL. A condition on a joined table's column a reference reaches is asked
// of that reference's ids, so when every condition is of the table or through a reference the
// count reads the table alone: with joins, PostgreSQL counted through each of them.
import {
  type Entity,
  type Field,
  MAX_FILTER_IDS,
  MAX_PAGE_SIZE,
  parseDayRange,
  type SortItem,
  sortableFieldsSentence,
} from '@licensing/domain';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { badRequest } from '../lib/errors.js';
import { apiMessages } from '../lib/messages.js';
import { type IdType, parseId } from './ids.js';
import type { ListRequest } from './list-query.js';
import type { AnyDb, AnyQuery, Row, Table } from './table.js';

export type Page<T> = { rows: T[]; total: number };

/** `%text%` for ILIKE, with the pattern characters of `text` escaped (backslash is the default escape). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function booleanValue(text: string): boolean | undefined {
  const value = text.toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

const INTEGER = /^-?\d{1,9}$/;

/**
 * Where a list reads: the entity's select (joins included), the table alone (for counting), and the
 * database (a search's references).
 */
export type ListSource = { query: AnyQuery; unjoined: AnyQuery; db: AnyDb } & Pick<
  Table,
  'columnOf' | 'placeOf' | 'counts'
>;

type Named = { name: string; field: Field; column: RawBuilder<unknown>; place: ReturnType<Table['placeOf']> };

/**
 * The condition on the field's column, asked of its reference's ids when a reference reaches it:
 * those ids asked first and written in (`ids`; null: none matches), so PostgreSQL plans with them,
 * where it took a subquery on a few products for a third of the licenses (and, searching, joined
 * every customer to them); past MAX_FILTER_IDS ids, the subquery.
 */
async function onPlace(
  db: AnyDb,
  place: Named['place'],
  condition: Expression<SqlBool>,
): Promise<{ condition: Expression<SqlBool>; ids?: unknown[] } | null> {
  if (typeof place === 'string') return { condition };
  const rows = await db
    .selectFrom(place.table)
    .select(sql.ref(place.key).as('key'))
    .where(condition)
    .limit(MAX_FILTER_IDS + 1)
    .execute();
  if (rows.length === 0) return null;
  if (rows.length > MAX_FILTER_IDS) {
    return {
      condition: sql<SqlBool>`${sql.ref(place.foreignKey)} in (select ${sql.ref(place.key)} from ${sql.table(place.table)} where ${condition})`,
    };
  }
  const ids = rows.map(({ key }) => key);
  return { condition: sql<SqlBool>`${sql.ref(place.foreignKey)} in (${sql.join(ids)})`, ids };
}

/** What a filter value of `field` must be, when it is more than any text. */
export function filterValueHint(field: Field): string | undefined {
  if (field.filter === 'range') return apiMessages.dayRangeFilter(field.rest);
  if (field.choices) return apiMessages.choiceFilter(field.rest, field.choices);
  return undefined;
}

/** The first instant of the day after `day` (YYYY-MM-DD, UTC): a range's end is included. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

function columnCondition({ field, column }: Named, value: string): Expression<SqlBool> {
  const invalid = (text: string): never => {
    const message = apiMessages.invalidFilterValue(field.rest, text);
    const hint = filterValueHint(field);
    throw badRequest(message, hint ? { Filters: [`${message} ${hint}`] } : undefined);
  };
  if (field.filter === 'range') {
    const range = parseDayRange(value) ?? invalid(value);
    const bounds: Expression<SqlBool>[] = [];
    if (range.from) bounds.push(sql<SqlBool>`${column} >= ${`${range.from}T00:00:00.000Z`}::timestamptz`);
    if (range.to) bounds.push(sql<SqlBool>`${column} < ${dayAfter(range.to)}::timestamptz`);
    return sql<SqlBool>`(${sql.join(bounds, sql` and `)})`;
  }
  if (field.choices) {
    const choice = field.choices.find((name) => name.toLowerCase() === value.toLowerCase()) ?? invalid(value);
    return sql<SqlBool>`${column} = ${choice}`;
  }
  if (field.type === 'id' || field.type === 'uuid') {
    const texts = field.filter === 'ids' ? value.split(',').map((id) => id.trim()) : [value];
    if (texts.length > MAX_FILTER_IDS)
      throw badRequest(apiMessages.tooManyFilterIds(field.rest, MAX_FILTER_IDS));
    const ids = texts.map((text) => parseId(field.type as IdType, text) ?? invalid(text));
    return sql<SqlBool>`${column} in (${sql.join([...new Set(ids)])})`;
  }
  if (field.type === 'text') return sql<SqlBool>`${column} ilike ${containsPattern(value)}`;
  if (field.type === 'boolean') {
    const flag = booleanValue(value);
    if (flag === undefined) invalid(value);
    return sql<SqlBool>`${column} = ${flag}`;
  }
  if (!INTEGER.test(value)) invalid(value);
  return sql<SqlBool>`${column} = ${Number(value)}`;
}

/**
 * A text key that sorts versions numerically per digit run: every run of digits is left-padded to
 * 10 digits ('1.10' → '0000000001.0000000010'), so byte order is version order.
 */
function versionSortKey(column: RawBuilder<unknown>): RawBuilder<unknown> {
  const padded = sql`regexp_replace(lower(${column}), '([0-9]+)', '0000000000\\1', 'g')`;
  return sql`regexp_replace(${padded}, '0*([0-9]{10})', '\\1', 'g') collate "C"`;
}

function sortKey({ field, column }: Named): RawBuilder<unknown> {
  if (field.sort === 'version') return versionSortKey(column);
  // Byte order of the lower-cased text: case-insensitive, and the same on PGlite and PostgreSQL.
  return field.type === 'text' ? sql`lower(${column}) collate "C"` : column;
}

/** The list's fields by REST name, with their SQL. */
function fieldsOf(entity: Entity, source: ListSource) {
  const byRest = new Map<string, Named>();
  for (const [name, field] of Object.entries(entity.fields)) {
    if (!field.sort && !field.filter && !field.search && name !== entity.key) continue;
    const column = source.columnOf(name);
    byRest.set(field.rest, {
      name,
      field,
      column: typeof column === 'string' ? sql.ref(column) : column,
      place: source.placeOf(name),
    });
  }
  return byRest;
}

/** 'Unknown sort field 'X'.', with the declaration's sortable (or filterable) fields named in ModelState. */
function refuseField(kind: 'sort' | 'filter', name: string, all: Named[]) {
  const allowed = all.filter(({ field }) => field[kind]);
  const message = kind === 'sort' ? apiMessages.unknownSortField(name) : apiMessages.unknownFilterField(name);
  const names = allowed.map(({ field }) => field.rest);
  const list = kind === 'sort' ? sortableFieldsSentence(names) : apiMessages.filterableFields(names);
  return badRequest(message, { [kind === 'sort' ? 'MultipleOrders' : 'Filters']: [`${message} ${list}`] });
}

/**
 * Answers one page of `query` (the entity's select, joins included) and the number of rows
 * matching the search and filters. Throws a 400 for a field the declaration does not allow.
 */
export async function findPage(source: ListSource, entity: Entity, request: ListRequest): Promise<Page<Row>> {
  const { ordered, byIdSet, countOf } = await listSelect(source, entity, request);
  let paged = ordered;
  if (request.page) paged = paged.limit(request.page.limit).offset(request.page.offset);
  // GetAll answers at most a page's worth, so one request cannot read a whole table (and the
  // gateway can cost it); a lookup by an id set (the gateway's loaders) answers every match.
  else if (!byIdSet) paged = paged.limit(MAX_PAGE_SIZE);

  const [rows, total] = await Promise.all([paged.execute(), countOf()]);
  return { rows, total };
}

/**
 * The list's select with its search, filters and order but no page (an export streams all of it),
 * whether it filters by an id set, and its count. Throws a 400 for a field the declaration does
 * not allow.
 */
export async function listSelect(source: ListSource, entity: Entity, request: ListRequest) {
  const fields = fieldsOf(entity, source);
  const all = [...fields.values()];
  const conditions: Expression<SqlBool>[] = [];
  /** Whether every condition reads only the table (its own columns, or through a reference). */
  let countsAlone = true;
  // The ids of the counted reference the conditions keep to ('all': no condition), while the total
  // can be added up from the source's counts.
  const countedColumn = source.counts && source.columnOf(source.counts.field);
  let countedIds: unknown[] | 'all' | undefined = source.counts ? 'all' : undefined;
  let byIdSet = false;
  for (const { FieldName, FilterValue } of request.filters) {
    const named = fields.get(FieldName);
    if (!named?.field.filter) throw refuseField('filter', FieldName, all);
    const placed = await onPlace(source.db, named.place, columnCondition(named, FilterValue));
    conditions.push(placed?.condition ?? sql<SqlBool>`false`);
    const ids = placed ? placed.ids : [];
    const onCounted = typeof named.place === 'object' && named.place.foreignKey === countedColumn;
    countedIds = countedIds === 'all' && onCounted ? ids : undefined;
    if (named.place === 'joined') countsAlone = false;
    if (named.field.filter === 'ids') byIdSet = true;
  }
  const searched = all.filter(({ field }) => field.search);
  const keyRest = entity.fields[entity.key]!.rest;
  if (request.search !== undefined && searched.length > 0) {
    const pattern = containsPattern(request.search);
    const key = fields.get(keyRest)!.column;
    // The keys of the rows each field matches, one select a field united, not one OR of them all:
    // each select reads its own index (a trigram index, or its reference's), where PostgreSQL read
    // every row to test an OR reaching other tables. A joined field's select has the joins, so the
    // count still reads the table alone.
    const matches = await Promise.all(
      searched.map(async ({ column, place }) => {
        // A field whose reference matches nothing drops out.
        const placed = await onPlace(source.db, place, sql<SqlBool>`${column} ilike ${pattern}`);
        return (
          placed &&
          (place === 'joined' ? source.query.clearSelect() : source.unjoined)
            .select(key.as('key'))
            .where(placed.condition)
        );
      }),
    );
    const selects = matches.filter((match) => match !== null);
    countedIds = undefined;
    conditions.push(
      selects.length === 0
        ? sql<SqlBool>`false`
        : sql<SqlBool>`${key} in ${selects.reduce((union, match) => union.unionAll(match))}`,
    );
  }

  for (const { FieldName } of request.orders) {
    if (!fields.get(FieldName)?.field.sort) throw refuseField('sort', FieldName, all);
  }
  const defaults: SortItem[] = entity.defaultSort.map(({ field, direction }) => ({
    FieldName: entity.fields[field]!.rest,
    Type: direction,
  }));
  const items: SortItem[] = [
    ...(request.orders.length > 0 ? request.orders : defaults),
    { FieldName: keyRest, Type: 'asc' },
  ];
  const seen = new Set<string>();

  const where = (query: AnyQuery) =>
    conditions.reduce((filtered, condition) => filtered.where(condition), query);
  let ordered = where(source.query);
  for (const { FieldName, Type } of items) {
    if (seen.has(FieldName)) continue;
    seen.add(FieldName);
    ordered = ordered.orderBy(sortKey(fields.get(FieldName)!), Type);
  }
  return { ordered, byIdSet, countOf };

  async function countOf(): Promise<number> {
    if (source.counts && countedIds !== undefined) {
      if (countedIds !== 'all' && countedIds.length === 0) return 0;
      const { table, column } = source.counts;
      const ids = countedIds === 'all' ? sql`true` : sql`${sql.ref(column)} in (${sql.join(countedIds)})`;
      const { rows } = await sql<{
        total: number;
      }>`select coalesce(sum(count), 0)::int as total from ${sql.table(table)} where ${ids}`.execute(
        source.db,
      );
      return rows[0]!.total;
    }
    const counted = where(countsAlone ? source.unjoined : source.query.clearSelect()).select(
      sql<number>`count(*)::int`.as('total'),
    );
    return ((await counted.executeTakeFirstOrThrow()) as { total: number }).total;
  }
}
