// Key files for licensing-api on PostgreSQL, where every replica must share its keys (config.ts,
// SHARED_KEYS): a new Ed25519 signing key (LICENSE_SIGNING_KEY) and a new seal key (SEAL_KEY), made
// as licensing-api makes its own into DATA_DIR. The scripts that start it on PostgreSQL (benchmarks,
// drill) and its tests use writeKeyFiles; `npm run keys -- <dir>` makes them for a deployment.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWhatIsMissing } from './stack.mjs';

/** Each key's variable and its file's name in the directory. */
export const KEY_FILES = { LICENSE_SIGNING_KEY: 'license-signing-key.pem', SEAL_KEY: 'seal-key' };

/**
 * Writes new key files into `dir` (made if missing; readable by their owner only; an existing file
 * is never overwritten: its key may have signed or sealed what is still in use) and answers the
 * environment naming them, to spread into licensing-api's.
 * @param {string} dir
 * @returns {Promise<{ LICENSE_SIGNING_KEY: string; SEAL_KEY: string }>}
 */
export async function writeKeyFiles(dir) {
  const { newSigningKeyPem } = await import(
    '../licensing-api/dist/modules/product-licenses/license-signing.js'
  );
  const { newSealKeyText } = await import('../licensing-api/dist/lib/secret-box.js');
  const make = { LICENSE_SIGNING_KEY: newSigningKeyPem, SEAL_KEY: newSealKeyText };
  mkdirSync(dir, { recursive: true });
  const env = { LICENSE_SIGNING_KEY: '', SEAL_KEY: '' };
  for (const [variable, name] of Object.entries(KEY_FILES)) {
    env[variable] = resolve(dir, name);
    writeFileSync(env[variable], make[variable](), { mode: 0o600, flag: 'wx' });
  }
  return env;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: npm run keys -- <dir>   (writes license-signing-key.pem and seal-key there)');
    process.exit(2);
  }
  buildWhatIsMissing();
  try {
    const env = await writeKeyFiles(dir);
    for (const [variable, file] of Object.entries(env)) console.log(`${variable}=${file}`);
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    console.error(`${error.path} exists already: keys are never overwritten. Pick another directory.`);
    process.exit(1);
  }
}
