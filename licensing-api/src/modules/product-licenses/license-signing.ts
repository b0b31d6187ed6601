// The key license files (and machine files, validation answers) are signed with (Ed25519, node:crypto): LICENSE_SIGNING_KEY's PEM file, or
// one made once into DATA_DIR (lib/key-files.ts), so files stay verifiable across restarts. Only
// the public key ever leaves licensing-api.
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import {
  encodeFacts,
  formatLicenseFile,
  LICENSE_FILE_ALG,
  type LicenseEnvelope,
  type LicenseFacts,
  type MachineFacts,
  type SignedKind,
  signedBytes,
} from '@licensing/domain';
import { keyFileText } from '../../lib/key-files.js';

const SIGNING_KEY_FILE = 'license-signing-key.pem';

export function licenseSigner(config: { licenseSigningKey: string | undefined; dataDir: string }) {
  const privateKey = createPrivateKey(
    keyFileText({
      file: config.licenseSigningKey,
      dataDir: config.dataDir,
      name: SIGNING_KEY_FILE,
      make: () =>
        generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    }),
  );
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error('The license signing key must be an Ed25519 key.');
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }) as string;
  /** The envelope of `facts` signed as a `kind` (domain's SIGNED_KINDS). */
  const signedNow = (kind: SignedKind, facts: object): LicenseEnvelope => {
    const enc = encodeFacts(facts);
    const sig = sign(null, signedBytes(enc, kind), privateKey).toString('base64');
    return { enc, sig, alg: LICENSE_FILE_ALG };
  };
  /**
   * The same, signed on libuv's thread pool: the event loop goes on meanwhile, so an answer signed
   * thousands of times a second (Validate's) shares the signing with the other core.
   */
  const envelope = (kind: SignedKind, facts: object): Promise<LicenseEnvelope> => {
    const enc = encodeFacts(facts);
    return new Promise((resolve, reject) =>
      sign(null, signedBytes(enc, kind), privateKey, (error, sig) =>
        error ? reject(error) : resolve({ enc, sig: sig.toString('base64'), alg: LICENSE_FILE_ALG }),
      ),
    );
  };
  return {
    /** The public key as SPKI PEM, for verifiers. */
    publicKeyPem,
    envelope,
    /** A license file's text for these facts. */
    sign: (facts: LicenseFacts): string => formatLicenseFile(signedNow('license', facts)),
    /** A machine file's text for these facts. */
    machineFile: (facts: MachineFacts): string => formatLicenseFile(signedNow('machine', facts), 'machine'),
  };
}

export type LicenseSigner = ReturnType<typeof licenseSigner>;
