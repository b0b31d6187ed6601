// The key license files are signed with (Ed25519, node:crypto): LICENSE_SIGNING_KEY's PEM file, or
// one made once into DATA_DIR (readable by its owner only) and kept, so files stay verifiable
// across restarts. Only the public key ever leaves licensing-api.
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  encodeLicenseFacts,
  formatLicenseFile,
  LICENSE_FILE_ALG,
  type LicenseFacts,
  signedBytes,
} from '@licensing/domain';
import { IN_MEMORY } from '../../db/database.js';

export const SIGNING_KEY_FILE = 'license-signing-key.pem';

function loadOrCreate(path: string): KeyObject {
  try {
    return createPrivateKey(readFileSync(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  try {
    // 'wx': a key another process made first wins, and is read back.
    writeFileSync(path, pem, { mode: 0o600, flag: 'wx' });
    return privateKey;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return createPrivateKey(readFileSync(path, 'utf8'));
  }
}

export type LicenseSigner = {
  /** The public key as SPKI PEM, for verifiers. */
  publicKeyPem: string;
  /** A license file's text for these facts. */
  sign(facts: LicenseFacts): string;
};

export function licenseSigner(config: {
  licenseSigningKey: string | undefined;
  dataDir: string;
}): LicenseSigner {
  let privateKey: KeyObject;
  if (config.licenseSigningKey) privateKey = createPrivateKey(readFileSync(config.licenseSigningKey, 'utf8'));
  else if (config.dataDir === IN_MEMORY) privateKey = generateKeyPairSync('ed25519').privateKey;
  else {
    mkdirSync(config.dataDir, { recursive: true });
    privateKey = loadOrCreate(join(config.dataDir, SIGNING_KEY_FILE));
  }
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error('The license signing key must be an Ed25519 key.');
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }) as string;
  return {
    publicKeyPem,
    sign(facts) {
      const enc = encodeLicenseFacts(facts);
      const sig = sign(null, signedBytes(enc), privateKey).toString('base64');
      return formatLicenseFile({ enc, sig, alg: LICENSE_FILE_ALG });
    },
  };
}
