// Vitest setup file: every in-memory PGlite this test file opens (licensing-api's openDatabase, the
// gateway tests' licensing-api) starts from the initdb-fresh cluster pglite-cluster-setup.ts made,
// instead of running initdb again. The cluster is byte for byte what initdb makes; migrations and
// seeds still run on each database as in production.
import { readFile } from 'node:fs/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { inject } from 'vitest';

const cluster = new Blob([await readFile(inject('pgliteCluster'))]);
const create = PGlite.create.bind(PGlite);

PGlite.create = ((dataDirOrOptions?: string | PGliteOptions, options?: PGliteOptions) => {
  const merged: PGliteOptions =
    typeof dataDirOrOptions === 'string'
      ? { dataDir: dataDirOrOptions, ...options }
      : (dataDirOrOptions ?? options ?? {});
  // A directory, a tarball of its own or PGlite's own inner instance: left as asked.
  const fresh = !merged.dataDir && !merged.loadDataDir && !merged.noInitDb && !merged.fs;
  return create(fresh ? { ...merged, loadDataDir: cluster } : merged);
}) as typeof PGlite.create;
