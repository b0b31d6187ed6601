// Versioned migrations, run on every start: Kysely's Migrator records what ran in
// kysely_migration and takes a lock, so concurrent starts and re-runs are safe.
import { type Kysely, Migrator } from 'kysely';
import { migrationProvider } from './migrations/index.js';
import type { Database } from './schema.js';

/** Applies the pending migrations; answers the names of those it applied. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : error}`, {
      cause: error,
    });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
