// Opens the one query layer (Kysely) over either driver: a pg Pool when a DATABASE_URL is given,
// else the embedded PGlite stored under <dataDir>/pglite (or in memory for ':memory:').
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGlitePool } from './pglite-pool.js';
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

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its server emits here; without a listener the process would crash.
    pool.on('error', (error) =>
      console.error(`licensing-api: idle PostgreSQL client error: ${error.message}`),
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, driver: 'postgres', close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? '.data';
  let pglite: PGlite;
  if (dataDir === IN_MEMORY) {
    pglite = await PGlite.create();
  } else {
    const directory = join(resolve(dataDir), 'pglite');
    await mkdir(directory, { recursive: true });
    pglite = await PGlite.create(directory);
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }) });
  return { db, driver: 'pglite', close: () => db.destroy() };
}
