// Opens the one query layer (Kysely) over either driver: a pg Pool when a DATABASE_URL is given,
// else the embedded PGlite stored under <dataDir>/pglite (or in memory for ':memory:').
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import { auditedPool, logStatement } from './audit-context.js';
import { PGlitePool, type PoolStats } from './pglite-pool.js';
import { PreparingClient } from './prepared.js';
import type { Database } from './schema.js';

export type DatabaseDriver = 'pglite' | 'postgres';

export type DatabaseOptions = {
  /** A PostgreSQL URL; when empty, the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Directory of the embedded database (default '.data'); ':memory:' keeps it in memory. */
  dataDir?: string | undefined;
};

export type DatabaseHandle = {
  db: Kysely<Database>;
  driver: DatabaseDriver;
  /** Closes the pool or the embedded database. */
  close(): Promise<void>;
};

export const IN_MEMORY = ':memory:';

const oneSession = new WeakSet<Kysely<Database>>();
const poolStats = new WeakMap<Kysely<Database>, () => PoolStats>();

/** The use of `db`'s pool now (the metrics): pg's clients, or PGlite's one connection. */
export const poolStatsOf = (db: Kysely<Database>): PoolStats | undefined => poolStats.get(db)?.();

/**
 * Whether `db` is PGlite's one session, lent to one borrower at a time (pglite-pool.ts): a
 * streaming read must not hold it for its whole length (crud/export.ts).
 */
export const isOneSession = (db: Kysely<Database>): boolean => oneSession.has(db);

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  let pool: PostgresPool;
  let stats: () => PoolStats;
  if (options.databaseUrl) {
    const pgPool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, Client: PreparingClient });
    // An idle client losing its server emits here; without a listener the process would crash.
    pgPool.on('error', (error) =>
      console.error(`licensing-api: idle PostgreSQL client error: ${error.message}`),
    );
    pool = auditedPool(pgPool);
    stats = () => ({ total: pgPool.totalCount, idle: pgPool.idleCount, waiting: pgPool.waitingCount });
  } else {
    const dataDir = options.dataDir ?? '.data';
    // No directory: PGlite keeps the database in memory.
    const directory = dataDir === IN_MEMORY ? undefined : join(resolve(dataDir), 'pglite');
    if (directory) await mkdir(directory, { recursive: true });
    // pg_trgm: the license lists' search indexes (migration 0024), as on PostgreSQL.
    const pglite = await PGlite.create(directory, { extensions: { pg_trgm } });
    // One connection, lent as a new client object each time.
    const pglitePool = new PGlitePool(pglite);
    pool = auditedPool(pglitePool, () => pglite);
    stats = () => pglitePool.stats();
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: logStatement });
  if (!options.databaseUrl) oneSession.add(db);
  poolStats.set(db, stats);
  return { db, driver: options.databaseUrl ? 'postgres' : 'pglite', close: () => db.destroy() };
}
