// The key license files (and machine files, validation answers) are signed with (Ed25519,
// node:crypto): LICENSE_SIGNING_KEY's PEM file, or one made once into DATA_DIR (lib/key-files.ts;
// with DATABASE_URL the file is required, config.ts), so files stay verifiable across restarts and
// replicas. Every envelope names its key (`kid`, domain's keyIdOfDigest), and the public keys of
// retired signing keys (LICENSE_RETIRED_PUBLIC_KEYS) stay trusted and published, so a rotation
// breaks no file issued before it. Only public keys ever leave licensing-api.

import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  encodeFacts,
  formatLicenseFile,
  keyIdOfDigest,
  LICENSE_FILE_ALG,
  type LicenseEnvelope,
  type LicenseFacts,
  type MachineFacts,
  publicKeysOf,
  type SignedKind,
  signedBytes,
} from '@licensing/domain';
import { keyFileText } from '../../lib/key-files.js';

const SIGNING_KEY_FILE = 'license-signing-key.pem';

/** A new signing key, as its file's text (PKCS#8 PEM): what DATA_DIR gets, and scripts/keys.mjs writes. */
export const newSigningKeyPem = (): string =>
  generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;

/** A public key verifiers trust: its id and SPKI PEM; `current` signs, the others are retired. */
export type TrustedKey = { kid: string; publicKeyPem: string; current: boolean };

const trusted = (key: KeyObject, current: boolean): TrustedKey => ({
  kid: keyIdOfDigest(
    createHash('sha256')
      .update(key.export({ type: 'spki', format: 'der' }))
      .digest(),
  ),
  publicKeyPem: key.export({ type: 'spki', format: 'pem' }) as string,
  current,
});

/** The Ed25519 public keys of LICENSE_RETIRED_PUBLIC_KEYS' PEM file; when configured, it holds one at least. */
function retiredKeys(file: string | undefined): KeyObject[] {
  if (!file) return [];
  const text = readFileSync(file, 'utf8');
  // PEM blocks only: domain's key sets also take base64 DER, which a file of keys has no use for.
  const blocks = text.includes('-----BEGIN PUBLIC KEY-----') ? publicKeysOf(text) : [];
  if (blocks.length === 0)
    throw new Error(`LICENSE_RETIRED_PUBLIC_KEYS: ${file} holds no public key (-----BEGIN PUBLIC KEY-----).`);
  return blocks.map((pem) => {
    const key = createPublicKey(pem);
    if (key.asymmetricKeyType !== 'ed25519')
      throw new Error(`LICENSE_RETIRED_PUBLIC_KEYS: ${file} holds a key that is not Ed25519.`);
    return key;
  });
}

export function licenseSigner(config: {
  licenseSigningKey: string | undefined;
  licenseRetiredPublicKeys?: string | undefined;
  dataDir: string;
}) {
  const privateKey = createPrivateKey(
    keyFileText({
      file: config.licenseSigningKey,
      dataDir: config.dataDir,
      name: SIGNING_KEY_FILE,
      make: newSigningKeyPem,
    }),
  );
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error('The license signing key must be an Ed25519 key.');
  const current = trusted(createPublicKey(privateKey), true);
  // The current key first; a retired key listed twice, or the current one listed as retired, once.
  const trustedKeys = [current];
  for (const key of retiredKeys(config.licenseRetiredPublicKeys).map((key) => trusted(key, false)))
    if (!trustedKeys.some(({ kid }) => kid === key.kid)) trustedKeys.push(key);
  const { kid } = current;

  /** The envelope of `facts` signed as a `kind` (domain's SIGNED_KINDS). */
  const signedNow = (kind: SignedKind, facts: object): LicenseEnvelope => {
    const enc = encodeFacts(facts);
    const sig = sign(null, signedBytes(enc, kind), privateKey).toString('base64');
    return { enc, sig, alg: LICENSE_FILE_ALG, kid };
  };
  /**
   * The same, signed on libuv's thread pool: the event loop goes on meanwhile, so an answer signed
   * thousands of times a second (Validate's) shares the signing with the other core.
   */
  const envelope = (kind: SignedKind, facts: object): Promise<LicenseEnvelope> => {
    const enc = encodeFacts(facts);
    return new Promise((resolve, reject) =>
      sign(null, signedBytes(enc, kind), privateKey, (error, sig) =>
        error ? reject(error) : resolve({ enc, sig: sig.toString('base64'), alg: LICENSE_FILE_ALG, kid }),
      ),
    );
  };
  return {
    /** The current public key as SPKI PEM, for verifiers. */
    publicKeyPem: current.publicKeyPem,
    /** The current key's id, every new envelope's `kid`. */
    kid,
    /** Every key verifiers trust, the current one first, then the retired ones. */
    trustedKeys: trustedKeys as readonly TrustedKey[],
    envelope,
    /** A license file's text for these facts. */
    sign: (facts: LicenseFacts): string => formatLicenseFile(signedNow('license', facts)),
    /** A machine file's text for these facts. */
    machineFile: (facts: MachineFacts): string => formatLicenseFile(signedNow('machine', facts), 'machine'),
  };
}

export type LicenseSigner = ReturnType<typeof licenseSigner>;
