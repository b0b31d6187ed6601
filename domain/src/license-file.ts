// Signed license files (beyond SPEC; INTEGRATIONS.md, Keygen's envelope): a license's facts signed
// with Ed25519 by licensing-api, verified offline by anyone holding the public key. This module is
// the verifier vendors can embed: no dependencies, only the platform's WebCrypto (Node 20 and
// current browsers), so it also runs where the licensed product runs.

export const LICENSE_FILE_ALG = 'base64+ed25519';

/**
 * What one key signs, each kind with its own markers and signing prefix (the signature covers the
 * prefix and `enc`), so a signed document of one kind never verifies as another: a validation answer
 * is no machine file, and a machine file no license file.
 */
export const SIGNED_KINDS = {
  license: { marker: 'LICENSE FILE', prefix: 'license/' },
  machine: { marker: 'MACHINE FILE', prefix: 'machine/' },
  validation: { marker: 'VALIDATION', prefix: 'validation/' },
} as const;
export type SignedKind = keyof typeof SIGNED_KINDS;

/**
 * -1, no limit (SPEC §3): the special quantity of an edition line, which a license made from the
 * edition keeps as its feature value, in its signed file too. A verifier reads -1 as 'no limit',
 * never as a count (allowsFeature).
 */
export const UNLIMITED_FEATURE_VALUE = -1;

/** What a license file says (its `enc`, decoded). */
export type LicenseFacts = {
  orderNumber: string;
  customer: { code: string; name: string; email: string; company: string | null };
  product: { name: string; version: string };
  edition: { name: string; code: string };
  licenseType: string;
  /** The plan (Monthly, Annually); null for an older license, which has none. */
  plan: string | null;
  /**
   * Feature code → licensed value: a count (users, sessions), 1 or 0 for a switch, or -1
   * (UNLIMITED_FEATURE_VALUE) for no limit. A feature the file does not name is not licensed.
   */
  features: Record<string, number>;
  macAddress: string | null;
  serverName: string | null;
  allowVirtualMachine: boolean;
  /** ISO 8601. */
  issued: string;
  expiry: string;
};

/**
 * A signed document: `enc` and its signature `sig`, with `kid`, the id (keyId) of the key that
 * signed it, so a verifier trusting several keys (a rotated one kept) knows which to check. `kid` is
 * outside the signed bytes (a changed one names a key whose signature then fails); files from
 * before key ids have none and verify against any trusted key.
 */
export type LicenseEnvelope = { enc: string; sig: string; alg: string; kid?: string };

// Base64 by hand: a string spread into String.fromCharCode overflows the stack past ~100 KB.
const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Array.from(atob(text), (char) => char.charCodeAt(0)));
const utf8 = (text: string): Uint8Array<ArrayBuffer> => new Uint8Array(new TextEncoder().encode(text));

/** The `enc` of signed facts: base64 of their UTF-8 JSON. */
export const encodeFacts = (facts: object): string => toBase64(utf8(JSON.stringify(facts)));
/** The facts of an `enc`. */
export const decodeFacts = <T>(enc: string): T => JSON.parse(new TextDecoder().decode(fromBase64(enc))) as T;

/** The bytes the signature of a `kind` covers. */
export const signedBytes = (enc: string, kind: SignedKind = 'license'): Uint8Array<ArrayBuffer> =>
  utf8(SIGNED_KINDS[kind].prefix + enc);

const markers = (kind: SignedKind) =>
  [`-----BEGIN ${SIGNED_KINDS[kind].marker}-----`, `-----END ${SIGNED_KINDS[kind].marker}-----`] as const;

/** The file's text: the envelope as base64 in 60-character lines between the kind's markers. */
export function formatLicenseFile(envelope: LicenseEnvelope, kind: SignedKind = 'license'): string {
  const [begin, end] = markers(kind);
  const body = toBase64(utf8(JSON.stringify(envelope)));
  return `${begin}\n${body.match(/.{1,60}/g)!.join('\n')}\n${end}\n`;
}

/** The envelope of a file's text, or null when it is no file of that kind. */
export function parseLicenseFile(text: string, kind: SignedKind = 'license'): LicenseEnvelope | null {
  const [begin, end] = markers(kind);
  const match = text.match(new RegExp(`${begin}\\s*([A-Za-z0-9+/=\\s]+?)\\s*${end}`));
  if (!match) return null;
  try {
    return asEnvelope(JSON.parse(new TextDecoder().decode(fromBase64(match[1]!.replace(/\s+/g, '')))));
  } catch {
    return null;
  }
}

/** `value` when it is an envelope's shape, else null. */
export function asEnvelope(value: unknown): LicenseEnvelope | null {
  const { enc, sig, alg, kid } = (value ?? {}) as Record<string, unknown>;
  if (typeof enc !== 'string' || typeof sig !== 'string' || typeof alg !== 'string') return null;
  return typeof kid === 'string' ? { enc, sig, alg, kid } : { enc, sig, alg };
}

/**
 * The public keys a verifier trusts (SPKI): one key as PEM or base64 DER, a text of several PEM
 * blocks (what `GET /api/LicenseFile/PublicKeys` and `npm run license:public-key -- --all` give),
 * or a list of either. The current key and the retired ones a rotation keeps.
 */
export type TrustedKeys = string | readonly string[];

const PEM_BLOCK = /-----BEGIN PUBLIC KEY-----[\s\S]*?-----END PUBLIC KEY-----/g;

/** Each key of `trusted` on its own: a PEM block, or a base64 DER string as given. */
export function publicKeysOf(trusted: TrustedKeys): string[] {
  return (typeof trusted === 'string' ? [trusted] : trusted).flatMap((text) =>
    text.includes('-----BEGIN PUBLIC KEY-----') ? (text.match(PEM_BLOCK) ?? []) : [text.trim()],
  );
}

/** Characters of a key id. */
const KEY_ID_LENGTH = 16;

/**
 * The key id of a key whose SPKI DER has this SHA-256 digest: its first 16 base64url characters
 * (96 bits). Split from keyId so licensing-api, which hashes with node:crypto at once, names its key
 * by the same rule.
 */
export const keyIdOfDigest = (sha256: Uint8Array): string =>
  toBase64(sha256).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '').slice(0, KEY_ID_LENGTH);

/** The key id (`kid`) of a public key (SPKI, PEM or base64 DER): keyIdOfDigest of its DER's SHA-256. */
export async function keyId(publicKey: string): Promise<string> {
  return keyIdOfDigest(
    new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', spkiBytes(publicKey))),
  );
}

/** The refusal of an envelope whose `kid` names none of the trusted keys. */
export const unknownKeyMessage = (kid: string): string =>
  `Signed with key '${kid}', which is none of the trusted public keys: get the vendor's current public keys (the key may be new), or the file was not issued by this vendor.`;

/**
 * Whether `envelope` is signed as a `kind` by the holder of `publicKey` (SPKI, PEM or base64 DER):
 * its algorithm, then its signature.
 */
export async function isSigned(
  envelope: LicenseEnvelope,
  publicKey: string,
  kind: SignedKind,
): Promise<boolean> {
  if (envelope.alg !== LICENSE_FILE_ALG) return false;
  const subtle = globalThis.crypto.subtle;
  try {
    const key = await subtle.importKey('spki', spkiBytes(publicKey), { name: 'Ed25519' }, false, ['verify']);
    return await subtle.verify(
      { name: 'Ed25519' },
      key,
      fromBase64(envelope.sig),
      signedBytes(envelope.enc, kind),
    );
  } catch {
    return false;
  }
}

/**
 * Why `envelope` is not signed as a `kind` by one of the `trusted` keys, or null when it is: the
 * key its `kid` names (unknownKeyMessage when none does), or, without a kid, any trusted key.
 */
export async function signatureProblem(
  envelope: LicenseEnvelope,
  trusted: TrustedKeys,
  kind: SignedKind,
): Promise<string | null> {
  let keys = publicKeysOf(trusted);
  if (envelope.kid !== undefined) {
    const ids = await Promise.all(keys.map((key) => keyId(key).catch(() => null)));
    keys = keys.filter((_key, index) => ids[index] === envelope.kid);
    if (keys.length === 0) return unknownKeyMessage(envelope.kid);
  }
  for (const key of keys) if (await isSigned(envelope, key, kind)) return null;
  return SIGNATURE_MISMATCH;
}

export type Verification =
  | { valid: true; license: LicenseFacts }
  | { valid: false; reason: string; license?: LicenseFacts };

export const SIGNATURE_MISMATCH =
  'The signature does not match: the file was changed or not issued by this vendor.';

/** A refusal: why, with the license's facts once its signature holds. */
const invalid = (reason: string, license?: LicenseFacts): Verification =>
  license ? { valid: false, reason, license } : { valid: false, reason };

/** An SPKI public key as PEM or base64 DER → its bytes. */
function spkiBytes(publicKey: string): Uint8Array<ArrayBuffer> {
  return fromBase64(publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, ''));
}

/** SPEC §4: a license is Activated while its expiry is ahead, so it has expired at its expiry. */
export const hasExpired = (expiry: string | Date, now: number): boolean => new Date(expiry).getTime() <= now;

/**
 * Checks a license file: the signature with the vendor's public key (SPKI, PEM), or the one of its
 * trusted keys the file's `kid` names, then the dates (not before `issued`, not after `expiry`) and,
 * when given, the machine (MAC address, server name) it was issued for. A file changed by one byte
 * fails.
 */
export async function verifyLicenseFile(
  text: string,
  publicKey: TrustedKeys,
  options: { now?: Date; macAddress?: string; serverName?: string } = {},
): Promise<Verification> {
  const envelope = parseLicenseFile(text);
  if (!envelope) return invalid('This is not a license file.');
  if (envelope.alg !== LICENSE_FILE_ALG) return invalid(`Unknown algorithm '${envelope.alg}'.`);
  const problem = await signatureProblem(envelope, publicKey, 'license');
  if (problem) return invalid(problem);
  const license = decodeFacts<LicenseFacts>(envelope.enc);
  const now = (options.now ?? new Date()).getTime();
  if (now < Date.parse(license.issued)) return invalid('The license is not valid yet.', license);
  if (hasExpired(license.expiry, now)) return invalid('The license has expired.', license);
  const same = (a: string | null, b: string | undefined) =>
    b === undefined || a === null || a.toLowerCase() === b.toLowerCase();
  if (!same(license.macAddress, options.macAddress))
    return invalid('The license is for another MAC address.', license);
  if (!same(license.serverName, options.serverName))
    return invalid('The license is for another server.', license);
  return { valid: true, license };
}

/**
 * Whether a verified license allows `wanted` of a feature (5 users; 1 for a switch): its value is
 * unlimited (-1) or at least `wanted`. A feature it does not name is not allowed.
 */
export function allowsFeature(license: LicenseFacts, feature: string, wanted = 1): boolean {
  const value = license.features[feature];
  if (value === undefined) return false;
  return value === UNLIMITED_FEATURE_VALUE || value >= wanted;
}

/**
 * The file name of a license (SPEC §7): the order number plus '_License.lic', of letters, digits,
 * '-', '_' and '.' only, whatever an older row holds, so no name reaches another folder or header.
 */
export const licenseFileName = (orderNumber: string): string =>
  `${orderNumber.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '')}_License.lic`;
