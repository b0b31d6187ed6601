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
