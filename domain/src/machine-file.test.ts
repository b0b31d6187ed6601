import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  encodeFacts,
  formatLicenseFile,
  LICENSE_FILE_ALG,
  type LicenseFacts,
  type SignedKind,
  signedBytes,
} from './license-file.js';
import { LICENSE_STATUS } from './licenses.js';
import {
  type MachineFacts,
  offlineRequestCode,
  parseOfflineRequest,
  seatsText,
  type ValidationFacts,
  type ValidationInput,
  validationCode,
  verifyMachineFile,
  verifyValidation,
} from './machine-file.js';

const now = new Date('2026-03-01T12:00:00.000Z');
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

/** Signs facts as licensing-api does: the kind's prefix and `enc`, in the shared envelope. */
const envelope = (facts: object, kind: SignedKind) => {
  const enc = encodeFacts(facts);
  const sig = sign(null, signedBytes(enc, kind), privateKey).toString('base64');
  return { enc, sig, alg: LICENSE_FILE_ALG };
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
const machineFacts: MachineFacts = {
  machine: { fingerprint: 'fp-1', hostname: 'host', platform: 'linux-x64' },
  license,
  issued: '2026-03-01T00:00:00.000Z',
  ttl: 24 * 60 * 60,
};
const machineFile = (facts: MachineFacts = machineFacts) =>
  formatLicenseFile(envelope(facts, 'machine'), 'machine');

describe('validationCode', () => {
  const base = {
    status: LICENSE_STATUS.activated,
    expiry: new Date('2027-01-01'),
    maxMachines: 2,
    seatsUsed: 1,
  };
  const code = (license: Partial<typeof base> | null, activated = true) =>
    validationCode({ license: license && { ...base, ...license }, activated, now } as ValidationInput);

  it('answers the first code that holds, worst first', () => {
    expect(code(null)).toBe('NOT_FOUND');
    // Revoked beats suspended, expired and everything after.
    expect(code({ status: LICENSE_STATUS.revoked, expiry: new Date('2020-01-01') }, false)).toBe('REVOKED');
    expect(code({ status: LICENSE_STATUS.suspended, expiry: new Date('2020-01-01') }, false)).toBe(
      'SUSPENDED',
    );
    expect(code({ expiry: new Date('2020-01-01'), seatsUsed: 0 }, false)).toBe('EXPIRED');
    expect(code({ expiry: now })).toBe('EXPIRED');
    expect(code({ seatsUsed: 0 }, false)).toBe('NOT_ACTIVATED');
    expect(code({ seatsUsed: 5, maxMachines: 1 }, false)).toBe('FINGERPRINT_MISMATCH');
    expect(code({ seatsUsed: 3, maxMachines: 2 })).toBe('TOO_MANY_MACHINES');
    expect(code({ seatsUsed: 2, maxMachines: 2 })).toBe('VALID');
    expect(code({ seatsUsed: 40, maxMachines: null })).toBe('VALID');
  });
});

describe('offline request codes', () => {
  const request = { key: 'KEY-1', fingerprint: 'fp-ü', hostname: 'host', platform: null };
  const encode = (text: string) => `MACHINE-REQUEST:${Buffer.from(text).toString('base64')}`;

  it('round-trips a request, also wrapped over lines', () => {
    const code = offlineRequestCode(request);
    expect(parseOfflineRequest(code)).toEqual(request);
    expect(parseOfflineRequest(code.replace(/(.{10})/g, '$1\n'))).toEqual(request);
    expect(parseOfflineRequest(encode('{"key":"K","fingerprint":"f"}'))).toEqual({
      key: 'K',
      fingerprint: 'f',
      hostname: null,
      platform: null,
    });
  });

  it('reads a blank hostname or platform as none, as Activate does', () => {
    const code = offlineRequestCode({ key: 'K', fingerprint: 'f', hostname: '', platform: ' linux ' });
    expect(parseOfflineRequest(code)).toEqual({
      key: 'K',
      fingerprint: 'f',
      hostname: null,
      platform: 'linux',
    });
  });

  it('refuses what is no request, or whose fields do not fit', () => {
    const refused = [
      'garbage',
      'MACHINE-REQUEST:!!!',
      offlineRequestCode(request).replace('MACHINE-REQUEST:', 'LICENSE-REQUEST:'),
      encode('not json'),
      encode('42'),
      encode('null'),
      encode(JSON.stringify({ key: 'K' })),
      encode(JSON.stringify({ key: 'K', fingerprint: '   ' })),
      encode(JSON.stringify({ key: 'K'.repeat(101), fingerprint: 'f' })),
      encode(JSON.stringify({ key: 'K', fingerprint: 'f'.repeat(201) })),
      encode(JSON.stringify({ key: 'K', fingerprint: 'f', hostname: 'h'.repeat(256) })),
      encode(JSON.stringify({ key: 'K', fingerprint: 'f', platform: 7 })),
      encode(JSON.stringify({ key: 'K', fingerprint: 'f\u0000' })),
      `MACHINE-REQUEST:${Buffer.from([0x7b, 0xff, 0xfe, 0x7d]).toString('base64')}`,
    ];
    for (const code of refused) expect(parseOfflineRequest(code), code).toBeNull();
  });
});

describe('verifyMachineFile', () => {
  const verify = (text: string, options: { fingerprint?: string; now?: Date } = {}) =>
    verifyMachineFile(text, publicPem, { now, ...options });

  it('accepts a machine file signed for this machine, within its ttl', async () => {
    expect(await verify(machineFile(), { fingerprint: 'fp-1' })).toEqual({
      valid: true,
      machine: machineFacts,
    });
  });

  it('refuses another machine, a passed ttl, an expired license and a file not yet valid', async () => {
    expect(await verify(machineFile(), { fingerprint: 'fp-2' })).toMatchObject({
      valid: false,
      reason: 'The machine file is for another machine.',
    });
    expect(await verify(machineFile(), { now: new Date('2026-03-02T00:00:01.000Z') })).toMatchObject({
      valid: false,
      reason: 'The machine file has passed its ttl: check in again.',
    });
    const expired = { ...machineFacts, license: { ...license, expiry: '2026-03-01T06:00:00.000Z' } };
    expect(await verify(machineFile(expired))).toMatchObject({
      valid: false,
      reason: 'The license has expired.',
    });
    expect(await verify(machineFile(), { now: new Date('2026-02-28T00:00:00.000Z') })).toMatchObject({
      valid: false,
      reason: 'The machine file is not valid yet.',
    });
  });

  it('refuses a file changed by one byte, or signed with another key', async () => {
    const { enc, sig, alg } = envelope(machineFacts, 'machine');
    const changed = encodeFacts({ ...machineFacts, ttl: machineFacts.ttl * 100 });
    expect((await verify(formatLicenseFile({ enc: changed, sig, alg }, 'machine'))).valid).toBe(false);
    const flipped = `${enc.slice(0, 10)}${enc[10] === 'A' ? 'B' : 'A'}${enc.slice(11)}`;
    expect(await verify(formatLicenseFile({ enc: flipped, sig, alg }, 'machine'))).toMatchObject({
      valid: false,
    });
    const other = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect((await verifyMachineFile(machineFile(), other, { now })).valid).toBe(false);
  });

  it('refuses a license file or a validation answer passed off as a machine file', async () => {
    // Same facts, same key: only the kind's prefix (or markers) tells them apart.
    const asLicense = envelope(machineFacts, 'license');
    expect(await verify(formatLicenseFile(asLicense, 'machine'))).toMatchObject({
      valid: false,
      reason: 'The signature does not match: the file was changed or not issued by this vendor.',
    });
    expect(await verify(formatLicenseFile(envelope(machineFacts, 'validation'), 'machine'))).toMatchObject({
      valid: false,
    });
    expect(await verify(formatLicenseFile(envelope(machineFacts, 'machine'), 'license'))).toEqual({
      valid: false,
      reason: 'This is not a machine file.',
    });
  });
});

describe('verifyValidation', () => {
  const facts: ValidationFacts = {
    code: 'VALID',
    nonce: 'n-1',
    fingerprint: 'fp-1',
    // keyDigest('KEY-1'), as `sha256sum` prints it.
    keyDigest: '46dfa818ddf64ecd1143515c0ab186d1eb0d78c6a5547304a2957a4035ec0abb',
    time: now.toISOString(),
    license: null,
  };
  const request = { key: 'KEY-1', nonce: 'n-1', fingerprint: 'fp-1' };

  it('accepts the answer to this request', async () => {
    expect(await verifyValidation(envelope(facts, 'validation'), publicPem, request)).toEqual({
      valid: true,
      validation: facts,
    });
  });

  it('refuses another nonce, fingerprint or key, a changed answer, a machine file and no envelope', async () => {
    const signed = envelope(facts, 'validation');
    const replay = 'The answer is for another request: it may be a replay.';
    expect(await verifyValidation(signed, publicPem, { ...request, nonce: 'n-2' })).toEqual({
      valid: false,
      reason: replay,
    });
    expect(await verifyValidation(signed, publicPem, { ...request, fingerprint: 'fp-2' })).toEqual({
      valid: false,
      reason: replay,
    });
    expect(await verifyValidation(signed, publicPem, { ...request, key: 'KEY-2' })).toEqual({
      valid: false,
      reason: replay,
    });
    const tampered = { ...signed, enc: encodeFacts({ ...facts, code: 'REVOKED' }) };
    expect((await verifyValidation(tampered, publicPem, request)).valid).toBe(false);
    expect((await verifyValidation(envelope(facts, 'machine'), publicPem, request)).valid).toBe(false);
    expect(await verifyValidation({ Code: 'VALID' }, publicPem, request)).toEqual({
      valid: false,
      reason: 'This is not a validation answer.',
    });
  });
});

describe('seats', () => {
  it('shows used of the maximum, or of no limit', () => {
    expect(seatsText(1, 3)).toBe('1 / 3');
    expect(seatsText(4, null)).toBe('4 / no limit');
  });
});
