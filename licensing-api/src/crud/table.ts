// The other half of an entity, next to its domain declaration: where its rows live. A table
// description names the table, the column (or SQL) of each declared field not stored in the column
// of its name in snake_case, the joins those need, what uses a row (deletes refused while anything
// does), what a row refers to (checked on write), which values must be unique, and the hooks of an
// entity with rules of its own.
import type { Entity, Field } from '@licensing/domain';
import type { Kysely, RawBuilder, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Id } from './ids.js';
import type { Usage } from './in-use.js';

// biome-ignore lint/suspicious/noExplicitAny: the generic mechanism queries any table.
export type AnyDb = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: the generic mechanism queries any table.
export type AnyQuery = SelectQueryBuilder<any, any, any>;
export type Values = Record<string, unknown>;
/** A row as read: keyed by the declaration's field names. */
export type Row = Record<string, unknown>;
export type TableName = keyof Database & string;
export type Columns = Readonly<Record<string, string | RawBuilder<unknown>>>;

/** A row another table must hold for a write to go through (the product of a feature). */
export type Reference = {
  /** The declared field carrying the id. */
  field: string;
  table: TableName;
  /** Its primary-key column. */
  key: string;
  /** As in 'Product not found.' */
  label: string;
};

/** A value that must be unique (case-insensitively for text), optionally within another field's value. */
export type Unique = { field: string; within?: string; message: string };

/** A list field's rows: read for many parents in one query, replaced on write. */
export type Nested = {
  /** The rows of these parents, keyed by nested field names, by parent id. */
  load(db: Kysely<Database>, ids: Id[]): Promise<Map<Id, Row[]>>;
  /** Checks and stores the written rows of parent `id` (inside the write's transaction). */
  save(trx: Kysely<Database>, id: Id, rows: Values[], values: Values, created: boolean): Promise<void>;
  /** One loaded row as the audit trail names it ('USERS 5'): an update that changes the rows is on it. */
  line?: (row: Row) => string;
};

export type TableDescription = {
  entity: Entity;
  table: TableName;
  /**
   * The column of each declared field that is not stored in the column of its name in snake_case
   * (orderNumber in order_number): a column of `table`, 'other_table.column' of a join, or SQL.
   */
  columns?: Columns;
  joins?: (query: AnyQuery) => AnyQuery;
  usedBy?: readonly Usage[];
  references?: readonly Reference[];
  unique?: readonly Unique[];
  /** Unique indexes whose violation is answered 409 with a Message (indexes that keep a race out). */
  uniqueIndexes?: Readonly<Record<string, string>>;
  nested?: Readonly<Record<string, Nested>>;
  /** Fields computed from the row read (a derived flag), named in `derived`: they have no column. */
  derive?: (row: Row, now: Date) => Row;
  derived?: readonly string[];
  /** Columns computed from the values written (a generated code). */
  compute?: (values: Values) => Values;
  /**
   * Values the entity's rules fix whoever writes (a trial edition's license type, plan and expiry),
   * in the write's transaction before its checks; `id` on update.
   */
  settle?: (trx: Kysely<Database>, values: Values, id?: Id) => Promise<Values>;
  /** Rules of the entity's own, run in the write's transaction before it; `id` on update. */
  check?: (trx: Kysely<Database>, values: Values, id?: Id) => Promise<void>;
  /** Refusals of the entity's own, run before a delete. */
  checkDelete?: (trx: Kysely<Database>, id: Id) => Promise<void>;
  /**
   * A table of the rows' count per value of a reference's foreign key (`field`'s `column` there,
   * and `count`), kept by triggers: a list's total when it has no condition but that reference's.
   */
  counts?: { field: string; table: TableName; column: string };
  /** List query parameters that filter by a field: GetAllAddons?ProductID=1. */
  queryFilters?: readonly string[];
};

/** A joined table's column reached through a reference: products.product_name by product_id. */
export type Through = { foreignKey: string; table: string; key: string };

export type Table = TableDescription & {
  /** Every declared field's column but lists' and derived ones'. */
  columns: Columns;
  key: { name: string; field: Field; column: string };
  /** Where a field lives, as SQL-ready text or SQL, for every field that has a column. */
  columnOf(field: string): string | RawBuilder<unknown>;
  /** 'own' for a column of the table, the reference that reaches a joined one, else 'joined'. */
  placeOf(field: string): 'own' | Through | 'joined';
};

/** orderNumber → order_number */
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);

const plain = (column: unknown): column is string => typeof column === 'string' && !column.includes('.');

/** Checks a table description against its declaration when the module loads. */
export function defineTable(description: TableDescription): Table {
  const { entity, table } = description;
  // A field the description names no column of is in the column of its name in snake_case.
  const defaults = Object.entries(entity.fields).filter(
    ([name, field]) => field.type !== 'list' && !description.derived?.includes(name),
  );
  const columns: Columns = {
    ...Object.fromEntries(defaults.map(([name]) => [name, snakeCase(name)])),
    ...description.columns,
  };
  const problem = (message: string) => new Error(`Invalid table of ${entity.name}: ${message}`);
  for (const field of Object.keys(columns)) {
    if (!entity.fields[field]) throw problem(`'${field}' is not declared.`);
  }
  for (const [name, field] of Object.entries(entity.fields)) {
    const stored = name in columns || name in (description.nested ?? {});
    if (field.type === 'list' && !description.nested?.[name]) throw problem(`list '${name}' has no nested.`);
    if (!field.readOnly && !stored) throw problem(`writable '${name}' has no column.`);
    if (!field.readOnly && field.type !== 'list' && !plain(columns[name])) {
      throw problem(`writable '${name}' must be a column of ${table}.`);
    }
  }
  for (const { field } of [...(description.references ?? []), ...(description.unique ?? [])]) {
    if (!plain(columns[field])) throw problem(`'${field}' must be a column of ${table}.`);
  }
  const keyColumn = columns[entity.key];
  if (!plain(keyColumn)) throw problem(`the key '${entity.key}' must be a column of ${table}.`);
  return {
    ...description,
    columns,
    key: { name: entity.key, field: entity.fields[entity.key]!, column: keyColumn },
    columnOf(field) {
      const column = columns[field];
      if (column === undefined) throw problem(`'${field}' has no column.`);
      return plain(column) ? `${table}.${column}` : column;
    },
    placeOf(field) {
      const column: unknown = columns[field];
      if (plain(column)) return 'own';
      const joined = typeof column === 'string' ? column.split('.')[0] : undefined;
      const reference = description.references?.find((candidate) => candidate.table === joined);
      if (!reference) return 'joined';
      return {
        foreignKey: `${table}.${columns[reference.field]}`,
        table: reference.table,
        key: reference.key,
      };
    },
  };
}
