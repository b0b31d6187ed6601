// The in-code migration provider: add each new migration file here, in order. Names sort
// alphabetically, so keep the 4-digit prefix.
import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_accounts_products.js';

export const migrations: Record<string, Migration> = {
  '0001_accounts_products': m0001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
