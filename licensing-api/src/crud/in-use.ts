// Refusing deletes of rows that other rows still use (SPEC: 'Deleting something still in use is
// refused with a Message that says what uses it; nothing is deleted'). Run inside the delete's
// transaction: the row is locked FOR UPDATE first, so no new user of it can be inserted (an insert
// referencing it takes a key-share lock) between the check and the delete.
import { listSentence } from '@licensing/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { conflict, notFound } from '../lib/errors.js';
import type { Id } from './ids.js';
import type { Table, TableName } from './table.js';

/** One kind of row that refers to the entity: `{ table: 'features', column: 'product_id', label: 'feature' }`. */
export type Usage = {
  table: TableName;
  column: string;
  /** Singular, as read in 'used by 1 feature' (and 'by 2 features'). */
  label: string;
};

/** 'This product is used by 2 product editions and 1 feature.' for the usages that count more than 0. */
export function inUseMessage(label: string, counts: { usage: Usage; count: number }[]): string {
  const parts = counts
    .filter(({ count }) => count > 0)
    .map(({ usage, count }) => `${count} ${usage.label}${count === 1 ? '' : 's'}`);
  return `This ${label} is used by ${listSentence(parts)}.`;
}

/** Locks the table's row `id` FOR UPDATE, for its update or delete: a 404 when it does not exist. */
export async function lockRow(trx: Kysely<Database>, table: Table, id: Id): Promise<void> {
  const locked = await sql<{ found: number }>`select 1 as found from ${sql.table(table.table)}
    where ${sql.ref(table.key.column)} = ${id} for update`.execute(trx);
  if (locked.rows.length === 0) throw notFound(table.entity.notFoundLabel);
}

/**
 * Locks the table's row `id` and checks everything its `usedBy` names: a 404 when the row does not
 * exist, a 409 `{ Message }` naming what uses it.
 */
export async function lockUnlessInUse(trx: Kysely<Database>, table: Table, id: Id): Promise<void> {
  await lockRow(trx, table, id);
  // One after the other: a transaction is one connection.
  const counts: { usage: Usage; count: number }[] = [];
  for (const usage of table.usedBy ?? []) {
    const result = await sql<{ count: number }>`select count(*)::int as count from ${sql.table(usage.table)}
      where ${sql.ref(usage.column)} = ${id}`.execute(trx);
    counts.push({ usage, count: result.rows[0]?.count ?? 0 });
  }
  if (counts.some(({ count }) => count > 0)) {
    throw conflict(inUseMessage(table.entity.notFoundLabel.toLowerCase(), counts));
  }
}

/**
 * The field that names a row to people in a bulk refusal: its `name`, else its first searchable
 * text of its own table, else its key.
 */
function namingField(table: Table): string {
  const { entity } = table;
  const own = (name: string) => entity.fields[name]?.type === 'text' && table.placeOf(name) === 'own';
  if (own('name')) return 'name';
  return Object.keys(entity.fields).find((name) => entity.fields[name]!.search && own(name)) ?? entity.key;
}

/**
 * Locks the rows of `ids` FOR UPDATE, in key order (two bulk deletes cannot deadlock), and answers
 * the name of each one found, by id.
 */
export async function lockRows(
  trx: Kysely<Database>,
  table: Table,
  ids: readonly Id[],
): Promise<Map<Id, string>> {
  if (ids.length === 0) return new Map();
  const key = sql.ref(table.key.column);
  const name = sql.ref(table.columnOf(namingField(table)) as string);
  const locked = await sql<{ id: Id; name: unknown }>`select ${key} as id, ${name} as name
    from ${sql.table(table.table)} where ${key} in (${sql.join(ids)}) order by ${key} for update`.execute(
    trx,
  );
  return new Map(locked.rows.map(({ id, name }) => [id, String(name ?? id)]));
}

/** The rows of `ids` that something uses, each with what uses it (one query per kind of user). */
export async function usagesOf(
  trx: Kysely<Database>,
  table: Table,
  ids: readonly Id[],
): Promise<{ id: Id; counts: { usage: Usage; count: number }[] }[]> {
  const byId = new Map<Id, { usage: Usage; count: number }[]>();
  if (ids.length === 0) return [];
  for (const usage of table.usedBy ?? []) {
    const column = sql.ref(usage.column);
    const result = await sql<{ id: Id; count: number }>`select ${column} as id, count(*)::int as count
      from ${sql.table(usage.table)} where ${column} in (${sql.join(ids)}) group by ${column}`.execute(trx);
    for (const { id, count } of result.rows) byId.set(id, [...(byId.get(id) ?? []), { usage, count }]);
  }
  return ids.flatMap((id) => (byId.has(id) ? [{ id, counts: byId.get(id)! }] : []));
}
