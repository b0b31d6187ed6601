// The five CRUD operations of a table description: list and get answer REST objects (the
// declaration's REST names, null where declared), create and update write the values the
// declaration's schema validated, delete refuses while something uses the row. Every write runs
// in one transaction with its checks: references, unique values, the entity's own rules.
import { AUDITED_ENTITIES, type Field, type Fields, toRestMap } from '@licensing/domain';
import { type Kysely, type SqlBool, sql } from 'kysely';
import { auditUpdate } from '../db/audit-context.js';
import type { Database } from '../db/schema.js';
import { conflict, fieldError, HttpError, notFound } from '../lib/errors.js';
import { apiMessages } from '../lib/messages.js';
import { findPage, type ListSource, type Page } from './find-page.js';
import type { Id } from './ids.js';
import { inUseMessage, lockRow, lockRows, lockUnlessInUse, usagesOf } from './in-use.js';
import type { ListRequest } from './list-query.js';
import type { AnyDb, AnyQuery, Row, Table, Values } from './table.js';

export type Answer = Record<string, unknown>;

/**
 * A caller's steps inside a write's transaction, given the values being written: `before` once the
 * row is locked and checked (a rule about who writes, the row as it was), `after` once it is
 * written (its history).
 */
export type WriteHooks = {
  before?: (trx: Kysely<Database>, id: Id, values: Values) => Promise<void>;
  after?: (trx: Kysely<Database>, id: Id, values: Values) => Promise<void>;
};

function answerValue(field: Field, value: unknown): unknown {
  if (value === null || value === undefined) return field.type === 'list' ? (field.restMap ? {} : []) : null;
  switch (field.type) {
    case 'id':
    case 'integer':
    case 'decimal':
      // pg answers numeric (prices) as text.
      return Number(value);
    case 'datetime':
      return (value instanceof Date ? value : new Date(String(value))).toISOString();
    case 'list': {
      const rows = (value as Row[]).map((row) => toAnswer(field.of ?? {}, row));
      return field.restMap ? toRestMap(field, rows) : rows;
    }
    default:
      return value;
  }
}

/** A row keyed by field names → the REST object. */
export const toAnswer = (fields: Fields, row: Row): Answer =>
  Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [field.rest, answerValue(field, row[name])]),
  );

/** The columns a write sets from validated values; an empty optional text is stored as null. */
export function toColumns(table: Table, values: Values): Values {
  const columns: Values = {};
  for (const [name, field] of Object.entries(table.entity.fields)) {
    const column = table.columns[name];
    if (field.readOnly || field.type === 'list' || typeof column !== 'string') continue;
    const value = values[name];
    if (value === undefined && !field.nullable) continue;
    if (value === undefined || value === null || (value === '' && field.nullable)) columns[column] = null;
    else columns[column] = field.type === 'datetime' ? new Date(String(value)) : value;
  }
  return { ...columns, ...table.compute?.(values) };
}

/** A unique-index violation (PostgreSQL and PGlite both answer SQLSTATE 23505 and the index name). */
export function uniqueViolation(error: unknown): string | undefined {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && typeof constraint === 'string' ? constraint : undefined;
}

export function crudResource(db: Kysely<Database>, table: Table) {
  const { entity } = table;
  const keyColumn = table.columnOf(entity.key) as string;
  const from = (source: Kysely<Database>) => (source as AnyDb).selectFrom(table.table) as AnyQuery;

  const select = (source: Kysely<Database>) => {
    const query = table.joins ? table.joins(from(source)) : from(source);
    return query.select(
      Object.keys(table.columns).map((name) => {
        const column = table.columnOf(name);
        return (typeof column === 'string' ? sql.ref(column) : column).as(name);
      }),
    );
  };

  /** Derived fields and nested rows, then the REST objects. */
  async function answers(rows: Row[]): Promise<Answer[]> {
    const now = new Date();
    const ids = rows.map((row) => row[entity.key] as Id);
    const nested = await Promise.all(
      Object.entries(table.nested ?? {}).map(
        async ([name, { load }]) => [name, await load(db, ids)] as const,
      ),
    );
    return rows.map((row) => {
      const full: Row = { ...row, ...table.derive?.(row, now) };
      for (const [name, byParent] of nested) full[name] = byParent.get(row[entity.key] as Id) ?? [];
      return toAnswer(entity.fields, full);
    });
  }

  async function checkWrite(trx: Kysely<Database>, values: Values, id?: Id) {
    // A row the write refers to must exist, and is locked FOR KEY SHARE so that it cannot be deleted
    // before the write commits; a missing one is a 400 naming the field, not a foreign-key 500.
    for (const reference of table.references ?? []) {
      const value = values[reference.field];
      if (value === null || value === undefined) continue;
      const found = await sql`select 1 from ${sql.table(reference.table)}
        where ${sql.ref(reference.key)} = ${value} for key share`.execute(trx);
      if (found.rows.length === 0)
        throw fieldError(entity.fields[reference.field]!.rest, apiMessages.notFound(reference.label));
    }
    if (table.unique?.length) {
      // One writer of this table's unique values at a time, so two cannot both pass the check.
      await sql`select pg_advisory_xact_lock(hashtext(${table.table}))`.execute(trx);
    }
    for (const { field, within, message } of table.unique ?? []) {
      const column = sql.ref(table.columnOf(field) as string);
      let clash = from(trx).select(sql.ref(keyColumn).as('id'));
      clash =
        entity.fields[field]!.type === 'text'
          ? clash.where(sql<SqlBool>`lower(${column}) = lower(${values[field]})`)
          : clash.where(column, '=', values[field]);
      if (within) clash = clash.where(sql.ref(table.columnOf(within) as string), '=', values[within]);
      if (id !== undefined) clash = clash.where(sql.ref(keyColumn), '<>', id);
      if (await clash.executeTakeFirst()) throw fieldError(entity.fields[field]!.rest, message);
    }
    await table.check?.(trx, values, id);
  }

  async function saveNested(trx: Kysely<Database>, id: Id, values: Values, created: boolean) {
    // An update replaces the lines whole: the trail gets them as one change, when they differ.
    const audited = !created && (AUDITED_ENTITIES as readonly string[]).includes(entity.name);
    for (const [name, nested] of Object.entries(table.nested ?? {})) {
      const { line } = nested;
      const lines = async () =>
        line && (((await nested.load(trx, [id])).get(id) ?? []).map(line).join('; ') || undefined);
      const before = audited ? await lines() : undefined;
      await nested.save(trx, id, (values[name] as Values[] | undefined) ?? [], values, created);
      if (!audited || !line) continue;
      const after = await lines();
      if (after !== before)
        await auditUpdate(trx, entity.name, String(id), {
          [entity.fields[name]!.rest]: { old: before, new: after },
        });
    }
  }

  /** Runs a write, answering a violated unique index as 409 with its Message. */
  async function write<T>(run: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(run);
    } catch (error) {
      const message = table.uniqueIndexes?.[uniqueViolation(error) ?? ''];
      if (message) throw conflict(message);
      throw error;
    }
  }

  /** A create, or with `id` an update of that row, locked first (a 404 when there is none). */
  async function save(trx: Kysely<Database>, given: Values, hooks: WriteHooks, id?: Id): Promise<Id> {
    if (id !== undefined) await lockRow(trx, table, id);
    const values = (await table.settle?.(trx, given, id)) ?? given;
    await checkWrite(trx, values, id);
    let key = id;
    if (key === undefined) {
      const row = await (trx as AnyDb)
        .insertInto(table.table)
        .values(toColumns(table, values))
        .returning(sql.ref(table.key.column).as('id'))
        .executeTakeFirstOrThrow();
      key = (row as { id: Id }).id;
    } else {
      await hooks.before?.(trx, key, values);
      await (trx as AnyDb)
        .updateTable(table.table)
        .set(toColumns(table, values))
        .where(sql.ref(table.key.column), '=', key)
        .execute();
    }
    await saveNested(trx, key, values, id === undefined);
    await hooks.after?.(trx, key, values);
    return key;
  }

  const source = (): ListSource => ({
    query: select(db),
    unjoined: from(db),
    db,
    counts: table.counts,
    columnOf: table.columnOf,
    placeOf: table.placeOf,
  });

  return {
    table,

    /** Where its list reads (an export streams the same select). */
    source,

    async list(request: ListRequest): Promise<Page<Answer>> {
      const page = await findPage(source(), entity, request);
      return { rows: await answers(page.rows), total: page.total };
    },

    async get(id: Id): Promise<Answer | undefined> {
      const row = await select(db).where(sql.ref(keyColumn), '=', id).executeTakeFirst();
      return row ? (await answers([row]))[0] : undefined;
    },

    create(given: Values, hooks: WriteHooks = {}): Promise<Id> {
      return write((trx) => save(trx, given, hooks));
    },

    /**
     * A create inside the caller's transaction, for a resource built over it (a trial request's
     * order, the demo seed's orders): no transaction of its own, so no 409 mapping either.
     */
    insert(given: Values, hooks: WriteHooks = {}): Promise<Id> {
      return save(db, given, hooks);
    },

    /** A 404 when there is no such row. */
    async update(id: Id, given: Values, hooks: WriteHooks = {}): Promise<void> {
      await write((trx) => save(trx, given, hooks, id));
    },

    /** A 404 when there is no such row; a 409 while something uses it. */
    remove(id: Id): Promise<void> {
      return db.transaction().execute(async (trx) => {
        await table.checkDelete?.(trx, id);
        await lockUnlessInUse(trx, table, id);
        // Nested rows go with it (on delete cascade), and so does it from everyone's recent history.
        await (trx as AnyDb).deleteFrom(table.table).where(sql.ref(table.key.column), '=', id).execute();
        await trx
          .deleteFrom('recent_visits')
          .where('entity', '=', entity.name)
          .where('record_id', '=', String(id))
          .execute();
      });
    },

    /**
     * Deletes every row of `ids` in one transaction, or none: unknown ids are one 404 naming them,
     * rows in use (or refused by the entity's own rules) one 409 naming each by its name.
     */
    removeMany(ids: readonly Id[]): Promise<void> {
      return db.transaction().execute(async (trx) => {
        const unique = [...new Set(ids)];
        const named = await lockRows(trx, table, unique);
        const missing = unique.filter((id) => !named.has(id));
        if (missing.length > 0) throw notFound(`${entity.notFoundLabel} ${missing.join(', ')}`);
        const refusals: string[] = [];
        for (const id of unique) {
          try {
            await table.checkDelete?.(trx, id);
          } catch (error) {
            if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
            refusals.push(`${named.get(id)}: ${error.message}`);
          }
        }
        for (const { id, counts } of await usagesOf(trx, table, unique)) {
          refusals.push(`${named.get(id)}: ${inUseMessage(entity.notFoundLabel.toLowerCase(), counts)}`);
        }
        if (refusals.length > 0) throw conflict(apiMessages.bulkInUse(refusals));
        await (trx as AnyDb).deleteFrom(table.table).where(sql.ref(table.key.column), 'in', unique).execute();
        await trx
          .deleteFrom('recent_visits')
          .where('entity', '=', entity.name)
          .where(
            'record_id',
            'in',
            unique.map((id) => String(id)),
          )
          .execute();
      });
    },
  };
}

export type CrudResource = ReturnType<typeof crudResource>;
