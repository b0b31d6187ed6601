// A list's rows streamed as CSV (domain/csv.ts: UTF-8 with BOM, RFC 4180, formulas neutralized),
// every matching row, read by a cursor 500 rows at a time into a stream that waits for its reader:
// memory holds a batch, not the list. On PostgreSQL the export holds one pooled connection in a
// read-only, repeatable-read transaction. PGlite is one session lent to one borrower at a time
// (db/pglite-pool.ts), so there the cursor is declared WITH HOLD (it outlives its transaction) and
// each FETCH borrows the session for itself alone: other requests run between batches.
import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { csvCell, type Field } from '@licensing/domain';
import { CompiledQuery, type Kysely } from 'kysely';
import { isOneSession } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { Row } from './table.js';

/** Rows a FETCH reads at a time. */
export const EXPORT_BATCH = 500;

/**
 * Exports running at once in this process: each holds a pooled connection (of 10) for as long as
 * its reader takes, so slow readers must not starve every other request.
 */
export const MAX_EXPORTS = 3;
let running = 0;

/** A place for one more export, given back by the returned function; undefined when all are taken. */
export function exportSlot(): (() => void) | undefined {
  if (running >= MAX_EXPORTS) return undefined;
  running += 1;
  let given = false;
  return () => {
    if (!given) running -= 1;
    given = true;
  };
}

/** One CSV cell of a value as the database answers it (pg answers numeric as text, timestamps as Date). */
export function exportCell(field: Field, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (field.type) {
    case 'id':
    case 'integer':
    case 'decimal':
      return csvCell(Number(value));
    case 'datetime':
      return csvCell((value instanceof Date ? value : new Date(String(value))).toISOString());
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      return csvCell(String(value));
  }
}

/**
 * Resolves once `out` wants more; rejects once its reader has gone, or has not taken what was
 * written within `stallMs` (the export stops: a stalled reader must not hold its transaction).
 */
function drained(out: PassThrough, stallMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      clearTimeout(stalled);
      out.off('drain', wanted);
      out.off('close', gone);
      if (error) reject(error);
      else resolve();
    };
    const wanted = () => settle();
    const gone = () => settle(new Error('The export was abandoned by its reader.'));
    const stalled = setTimeout(
      () => settle(new Error(`The export's reader did not take a batch within ${stallMs} ms.`)),
      stallMs,
    );
    out.once('drain', wanted);
    out.once('close', gone);
  });
}

/**
 * The rows of `query` as CSV: `header`, then `line(row)` of each row. The query is the list's
 * select, compiled; the stream ends after its last row, or is destroyed with a database error or
 * once its reader has not taken a batch within `stallMs`.
 */
export function csvStream(
  db: Kysely<Database>,
  query: CompiledQuery,
  csv: {
    header: string;
    line: (row: Row) => string;
    stallMs: number;
    onError: (error: unknown) => void;
  },
): Readable {
  const { header, line, stallMs, onError } = csv;
  const out = new PassThrough();
  const cursor = `export_${randomUUID().replaceAll('-', '')}`;
  const write = async (text: string) => {
    if (out.destroyed) throw new Error('The export was abandoned by its reader.');
    if (!out.write(text)) await drained(out, stallMs);
  };
  const fetchAll = async (source: Kysely<Database>) => {
    for (;;) {
      const { rows } = await source.executeQuery<Row>(
        CompiledQuery.raw(`fetch ${EXPORT_BATCH} from ${cursor}`),
      );
      if (rows.length === 0) return;
      await write(rows.map(line).join(''));
    }
  };
  const declare = (hold: boolean) =>
    CompiledQuery.raw(`declare ${cursor} no scroll cursor ${hold ? 'with hold ' : ''}for ${query.sql}`, [
      ...query.parameters,
    ]);

  const run = async () => {
    await write(`\uFEFF${header}`);
    if (isOneSession(db)) {
      await db.transaction().execute((trx) => trx.executeQuery(declare(true)));
      try {
        await fetchAll(db);
      } finally {
        await db.executeQuery(CompiledQuery.raw(`close ${cursor}`)).catch(() => undefined);
      }
    } else {
      await db
        .transaction()
        .setIsolationLevel('repeatable read')
        .setAccessMode('read only')
        .execute(async (trx) => {
          await trx.executeQuery(declare(false));
          await fetchAll(trx);
        });
    }
  };
  run().then(
    () => out.end(),
    (error) => {
      if (!out.destroyed) {
        onError(error);
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      }
    },
  );
  return out;
}
