// Vitest's global setup: one freshly initialized PGlite cluster, written once per run to a temporary
// tarball that pglite-cluster.ts starts every in-memory database from. PGlite runs initdb (a second
// WebAssembly instance) for each new in-memory database: about 4 s of CPU each, dozens of times a
// run; starting from the tarball takes about 1 s.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  interface ProvidedContext {
    /** The tarball of an initdb-fresh PGlite cluster (pglite-cluster.ts). */
    pgliteCluster: string;
  }
}

async function writeCluster(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'pglite-cluster-'));
  // The options licensing-api opens its in-memory database with (db/database.ts).
  const pglite = await PGlite.create(undefined, { extensions: { pg_trgm } });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  await writeFile(join(directory, 'cluster.tar'), Buffer.from(await dump.arrayBuffer()));
  return directory;
}

// Each project using this setup loads it anew: the one cluster of this run is kept on globalThis.
const shared = globalThis as { pgliteCluster?: Promise<string> };

export default async function setup(project: TestProject) {
  shared.pgliteCluster ??= writeCluster();
  const directory = await shared.pgliteCluster;
  project.provide('pgliteCluster', join(directory, 'cluster.tar'));
  return () => rm(directory, { recursive: true, force: true });
}
