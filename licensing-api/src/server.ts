// startLicensingApi: configuration, database (open, migrate, seed), app, listen.
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { type App, type BuildAppOptions, buildApp } from './app.js';
import { type LicensingApiOptions, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import type { Database } from './db/schema.js';
import { seedDatabase } from './db/seed.js';

export type RunningLicensingApi = {
  /** e.g. http://127.0.0.1:5080 */
  url: string;
  /** Where the Prometheus metrics answer (config.metrics), else null. */
  metricsUrl: string | null;
  /** Stops the server, then closes the database. Safe to call twice. */
  close(): Promise<void>;
  app: App;
  db: Kysely<Database>;
};

function urlOf(address: AddressInfo): string {
  const host = { '0.0.0.0': '127.0.0.1', '::': '::1' }[address.address] ?? address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** `injected`: what buildApp takes from benchmarks and tests instead of making it from the configuration. */
export async function startLicensingApi(
  options: LicensingApiOptions = {},
  injected: Pick<BuildAppOptions, 'licenseSigner'> = {},
): Promise<RunningLicensingApi> {
  const config = loadConfig(options);
  const database = await openDatabase(config);
  let app: App | undefined;
  try {
    await migrateToLatest(database.db);
    app = buildApp({ db: database.db, config, ...injected });
    await app.ready();
    await seedDatabase(database.db, {
      demo: config.seedDemo,
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      scryptN: config.scryptN,
      log: app.log,
    });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close();
    await database.close();
    throw error;
  }
  const running = app;
  let closing: Promise<void> | undefined;
  return {
    url: urlOf(running.server.address() as AddressInfo),
    metricsUrl: running.metrics?.url ?? null,
    app: running,
    db: database.db,
    close() {
      closing ??= running.close().finally(() => database.close());
      return closing;
    },
  };
}
