// The migration provider: every module of this folder named NNNN_name is a migration, applied in
// name order, so keep the 4-digit prefix. Imported here rather than by Kysely's
// FileMigrationProvider so that tests and scripts/db-types.mjs load them through their own loader.
import { readdir } from 'node:fs/promises';
import type { Migration, MigrationProvider } from 'kysely';

const MIGRATION_FILE = /^(\d{4}_\w+)\.[jt]s$/;

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    const folder = new URL('./', import.meta.url);
    const migrations: Record<string, Migration> = {};
    for (const file of await readdir(folder)) {
      const name = MIGRATION_FILE.exec(file)?.[1];
      if (name) migrations[name] = await import(new URL(file, folder).href);
    }
    return migrations;
  },
};
