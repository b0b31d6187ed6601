// Key ids and key sets (issue 28): every envelope names its signing key (`kid`), and a verifier
// trusting several keys (the current one and retired ones) checks the one the kid names, or, for a
// file from before key ids, any of them. A rotation breaks no file signed before it.
import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  asEnvelope,
  encodeFacts,
  formatLicenseFile,
  keyId,
  LICENSE_FILE_ALG,
  type LicenseEnvelope,
  type LicenseFacts,
  parseLicenseFile,
  publicKeysOf,
  SIGNATURE_MISMATCH,
  type SignedKind,
  signedBytes,
  unknownKeyMessage,
  verifyLicenseFile,
} from './license-file.js';
import {
  type MachineFacts,
  type ValidationFacts,
  verifyMachineFile,
  verifyValidation,
} from './machine-file.js';

const now = new Date('2026-03-01T12:00:00.000Z');

/** A key pair, its public key as PEM and base64 DER, and its kid computed here with node:crypto. */
function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const der = publicKey.export({ type: 'spki', format: 'der' });
  return {
    privateKey,
    pem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    der: der.toString('base64'),
    kid: createHash('sha256').update(der).digest('base64url').slice(0, 16),
  };
}
const a = keyPair();
const b = keyPair();

/** Signs as licensing-api does, with the kid of the key (null: none, as before key ids). */
const envelope = (
  facts: object,
  kind: SignedKind,
  key: { privateKey: KeyObject; kid: string },
  kid: string | null = key.kid,
): LicenseEnvelope => {
  const enc = encodeFacts(facts);
  const sig = sign(null, signedBytes(enc, kind), key.privateKey).toString('base64');
  return kid === null ? { enc, sig, alg: LICENSE_FILE_ALG } : { enc, sig, alg: LICENSE_FILE_ALG, kid };
};

const license: LicenseFacts = {
  orderNumber: 'ORD-1',
  customer: { code: 'C1', name: 'Ada', email: 'ada@example.com', company: null },
  product: { name: 'Product', version: '1.0' },
  edition: { name: 'Pro', code: 'PRO' },
  licenseType: 'Subscription',
  plan: 'Annually',
  features: { users: 5 },
  macAddress: null,
  serverName: null,
  allowVirtualMachine: false,
  issued: '2026-01-01T00:00:00.000Z',
  expiry: '2027-01-01T00:00:00.000Z',
};
const licenseFile = (key = a, kid: string | null = key.kid) =>
  formatLicenseFile(envelope(license, 'license', key, kid));

describe('keyId', () => {
  it('is the first 16 base64url characters of the SHA-256 of the key’s SPKI DER, from PEM or DER', async () => {
    expect(await keyId(a.pem)).toBe(a.kid);
    expect(await keyId(a.der)).toBe(a.kid);
    expect(a.kid).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await keyId(b.pem)).not.toBe(a.kid);
  });
});

describe('envelopes', () => {
  it('carry their kid through the file, outside the signed bytes', () => {
    const signed = envelope(license, 'license', a);
    expect(parseLicenseFile(formatLicenseFile(signed))).toEqual({ ...signed, kid: a.kid });
    // An older file has none; a kid of another type is no kid.
    const older = envelope(license, 'license', a, null);
    expect(parseLicenseFile(formatLicenseFile(older))).toEqual(older);
    expect(asEnvelope({ ...older, kid: 7 })).toEqual(older);
    // The signature covers the prefix and enc only: the same bytes as before key ids.
    expect(signed.sig).toBe(older.sig);
  });
});

describe('publicKeysOf', () => {
  it('splits a text of several PEM blocks, with explanatory lines, and keeps a DER key as given', () => {
    const set = `kid ${b.kid} (current)\n${b.pem}kid ${a.kid} (retired)\n${a.pem}`;
    expect(publicKeysOf(set)).toEqual([b.pem.trim(), a.pem.trim()]);
    expect(publicKeysOf([a.der, b.pem])).toEqual([a.der, b.pem.trim()]);
  });
});

describe('verifying with a key set', () => {
  const rotated = [b.pem, a.pem]; // B signs now; A is retired.

  it('verifies a file signed with key A after the rotation to B, A retired', async () => {
    expect(await verifyLicenseFile(licenseFile(a), rotated, { now })).toEqual({ valid: true, license });
    expect(await verifyLicenseFile(licenseFile(b), rotated, { now })).toEqual({ valid: true, license });
    // The set as one text too (license:public-key -- --all, GET /api/LicenseFile/PublicKeys joined).
    const text = `kid ${b.kid} (current)\n${b.pem}kid ${a.kid} (retired)\n${a.pem}`;
    expect((await verifyLicenseFile(licenseFile(a), text, { now })).valid).toBe(true);
  });

  it('refuses a kid that names no trusted key, saying so', async () => {
    expect(await verifyLicenseFile(licenseFile(a), b.pem, { now })).toEqual({
      valid: false,
      reason: unknownKeyMessage(a.kid),
    });
    expect(unknownKeyMessage(a.kid)).toContain(`Signed with key '${a.kid}', which is none of the trusted`);
  });

  it('tries every trusted key for a file without a kid, and checks the key a kid names', async () => {
    expect(await verifyLicenseFile(licenseFile(a, null), rotated, { now })).toEqual({
      valid: true,
      license,
    });
    expect(await verifyLicenseFile(licenseFile(a, null), [b.pem], { now })).toEqual({
      valid: false,
      reason: SIGNATURE_MISMATCH,
    });
    // Signed by A, its kid changed to B's: B's key is checked, and its signature fails.
    expect(await verifyLicenseFile(licenseFile(a, b.kid), rotated, { now })).toEqual({
      valid: false,
      reason: SIGNATURE_MISMATCH,
    });
  });

  it('holds for machine files and validation answers alike', async () => {
    const machine: MachineFacts = {
      machine: { fingerprint: 'fp-1', hostname: null, platform: null },
      license,
      issued: '2026-03-01T00:00:00.000Z',
      ttl: 86_400,
    };
    const machineFile = (key: typeof a) => formatLicenseFile(envelope(machine, 'machine', key), 'machine');
    expect(await verifyMachineFile(machineFile(a), rotated, { now })).toEqual({ valid: true, machine });
    expect(await verifyMachineFile(machineFile(a), [b.pem], { now })).toEqual({
      valid: false,
      reason: unknownKeyMessage(a.kid),
    });

    const validation: ValidationFacts = {
      code: 'VALID',
      nonce: 'n-1',
      fingerprint: 'fp-1',
      // keyDigest('KEY-1').
      keyDigest: '46dfa818ddf64ecd1143515c0ab186d1eb0d78c6a5547304a2957a4035ec0abb',
      time: now.toISOString(),
      license: null,
    };
    const request = { key: 'KEY-1', nonce: 'n-1', fingerprint: 'fp-1' };
    const answer = envelope(validation, 'validation', a);
    expect(await verifyValidation(answer, rotated, request)).toEqual({ valid: true, validation });
    expect(await verifyValidation(answer, b.pem, request)).toEqual({
      valid: false,
      reason: unknownKeyMessage(a.kid),
    });
  });
});
