// The key license files are signed with (Ed25519, node:crypto): LICENSE_SIGNING_KEY's PEM file, or
// one made once into DATA_DIR (lib/key-files.ts), so files stay verifiable across restarts. Only
// the public key ever leaves licensing-api.
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import {
  encodeLicenseFacts,
  formatLicenseFile,
  LICENSE_FILE_ALG,
  type LicenseFacts,
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
  return {
    /** The public key as SPKI PEM, for verifiers. */
    publicKeyPem,
    /** A license file's text for these facts. */
    sign(facts: LicenseFacts): string {
      const enc = encodeLicenseFacts(facts);
      const sig = sign(null, signedBytes(enc), privateKey).toString('base64');
      return formatLicenseFile({ enc, sig, alg: LICENSE_FILE_ALG });
    },
  };
}

export type LicenseSigner = ReturnType<typeof licenseSigner>;
