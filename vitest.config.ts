import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Every in-memory PGlite starts from one initdb-fresh cluster made once per run, not its own initdb.
const pgliteCluster = {
  globalSetup: ['licensing-api/test/pglite-cluster-setup.ts'],
  setupFiles: ['licensing-api/test/pglite-cluster.ts'],
};

// One runner for every workspace's unit and integration tests; e2e runs in Playwright.
// The "source" condition loads @licensing/domain from TypeScript so tests need no build.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // One worker per core, not vitest's cores − 1: the suites wait on PostgreSQL, child processes
    // and sockets often enough that two workers on two cores halve the run.
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'domain', include: ['domain/src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'licensing-api',
          include: ['licensing-api/test/**/*.test.ts'],
          ...pgliteCluster,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'gateway',
          include: ['gateway/test/**/*.test.ts'],
          ...pgliteCluster,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { extends: true, test: { name: 'web', include: ['web/src/**/*.test.ts'] } },
    ],
  },
});
