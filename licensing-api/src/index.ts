// The programmatic entry points of licensing-api (other packages and tests import these).
export { type App, type BuildAppOptions, buildApp } from './app.js';
export { type Config, type LicensingApiOptions, loadConfig } from './config.js';
export { type DatabaseHandle, IN_MEMORY, openDatabase } from './db/database.js';
export { migrateToLatest } from './db/migrate.js';
export type { Database } from './db/schema.js';
export { DEMO_PRODUCTS, type SeedOptions, type SeedReport, seedDatabase } from './db/seed.js';
export { type RunningLicensingApi, startLicensingApi } from './server.js';
