// The programmatic entry points of licensing-api (other packages and tests import these).
export { type App, type BuildAppOptions, buildApp } from './app.js';
export { type Config, type LicensingApiOptions, loadConfig } from './config.js';
export {
  type DatabaseDriver,
  type DatabaseHandle,
  type DatabaseOptions,
  IN_MEMORY,
  openDatabase,
} from './db/database.js';
export { migrateToLatest } from './db/migrate.js';
export type { Database } from './db/schema.js';
export {
  DEMO_PRODUCTS,
  DEMO_USERS,
  ROLE_NAMES,
  type SeedOptions,
  type SeedReport,
  seedDatabase,
} from './db/seed.js';
export { type RunningLicensingApi, startLicensingApi } from './server.js';
