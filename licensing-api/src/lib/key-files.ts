// Keys licensing-api keeps outside its database: the file its configuration names, or one made once
// into DATA_DIR (readable by its owner only) and kept, so what was signed or sealed stays readable
// across restarts. An in-memory database (tests) gets a fresh key per start.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IN_MEMORY } from '../db/database.js';

export type KeyFileOptions = {
  /** The configured file; when set, it must exist. */
  file: string | undefined;
  dataDir: string;
  /** The file's name in DATA_DIR when none is configured. */
  name: string;
  /** A new key, as the file's text. */
  make: () => string;
};

export function keyFileText({ file, dataDir, name, make }: KeyFileOptions): string {
  if (file) return readFileSync(file, 'utf8');
  if (dataDir === IN_MEMORY) return make();
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, name);
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const text = make();
  try {
    // 'wx': a key another process made first wins, and is read back.
    writeFileSync(path, text, { mode: 0o600, flag: 'wx' });
    return text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(path, 'utf8');
  }
}
