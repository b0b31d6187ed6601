// Checking that a row a write refers to exists (a product, a feature), inside the write's
// transaction: the referenced row is locked FOR KEY SHARE, so it cannot be deleted before the
// write commits. A missing one is a 400 naming the field, not a foreign-key 500.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { fieldError } from '../lib/errors.js';
import { apiMessages } from '../lib/messages.js';

export type Reference = {
  table: keyof Database & string;
  /** The primary-key column. */
  key: string;
  id: number | string;
  /** As in 'Product not found.' */
  label: string;
  /** The REST field that carried the id, named in ModelState. */
  field: string;
};

export async function requireReference(trx: Kysely<Database>, reference: Reference): Promise<void> {
  const found = await sql<{ found: number }>`select 1 as found from ${sql.table(reference.table)}
    where ${sql.ref(reference.key)} = ${reference.id} for key share`.execute(trx);
  if (found.rows.length > 0) return;
  throw fieldError(reference.field, apiMessages.notFound(reference.label));
}
