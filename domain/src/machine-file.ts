// Activation and validation (beyond SPEC; Keygen's machines and validate-key, Lemon Squeezy's
// activation limit): what the vendor's software and licensing-api say to each other, and the
// verifier the software embeds. A machine file is a license's facts for one machine (its
// fingerprint), signed with the license files' key, which the software trusts offline until its
// `ttl` has passed; a validation answer is signed too, with the caller's nonce in it, so a replayed
// answer is useless. Like license-file.ts: no dependencies, only the platform's WebCrypto.
import {
  asEnvelope,
  decodeFacts,
  hasExpired,
  type LicenseFacts,
  parseLicenseFile,
  signatureProblem,
  type TrustedKeys,
} from './license-file.js';
import { LICENSE_STATUS } from './licenses.js';

/** Validate's answers, worst first after NOT_FOUND: the first that holds is the answer. */
export const VALIDATION_CODES = [
  'NOT_FOUND',
  'REVOKED',
  'SUSPENDED',
  'EXPIRED',
  'NOT_ACTIVATED',
  'FINGERPRINT_MISMATCH',
  'TOO_MANY_MACHINES',
  'VALID',
] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

/** What each answer means, as the API documents it and staff read it in a license's history. */
export const VALIDATION_DETAILS: Record<ValidationCode, string> = {
  NOT_FOUND: 'No license has this key.',
  REVOKED: 'The license has been revoked.',
  SUSPENDED: 'The license is suspended.',
  EXPIRED: 'The license has expired.',
  NOT_ACTIVATED: 'No machine has been activated on this license.',
  FINGERPRINT_MISMATCH: 'This machine is not activated on this license.',
  TOO_MANY_MACHINES: 'The license has reached its maximum of machines.',
  VALID: 'The license is valid on this machine.',
};

/** Deactivate's answers. */
export const DEACTIVATION_CODES = [
  'DEACTIVATED',
  'NOT_FOUND',
  'NOT_ACTIVATED',
  'TOO_MANY_DEACTIVATIONS',
] as const;
export type DeactivationCode = (typeof DEACTIVATION_CODES)[number];

export const DEACTIVATION_DETAILS: Record<DeactivationCode, string> = {
  DEACTIVATED: 'The machine is deactivated; its seat is free.',
  NOT_FOUND: VALIDATION_DETAILS.NOT_FOUND,
  NOT_ACTIVATED: VALIDATION_DETAILS.FINGERPRINT_MISMATCH,
  TOO_MANY_DEACTIVATIONS:
    'This license has used its deactivations for now; ask the vendor to deactivate the machine.',
};

/**
 * A machine may free its own seat this many times per license in this many days, so one seat is
 * not passed around freely; staff deactivate without a limit.
 */
export const SELF_DEACTIVATIONS = { count: 3, days: 30 } as const;

/** How long a machine file is trusted offline before the software must check in (activate again). */
export const MACHINE_FILE_TTL_SECONDS = 14 * 24 * 60 * 60;

/** Limits of the fields a machine sends. */
export const MACHINE_FIELD_LIMITS = {
  key: 100,
  fingerprint: 200,
  hostname: 255,
  platform: 100,
  nonce: 200,
} as const;

/** How machine events read in a license's history, and in its LicenseActivity events. */
export const MACHINE_ACTIONS = {
  activated: 'Machine activated',
  activatedOffline: 'Machine activated offline',
  deactivated: 'Machine deactivated',
  deactivatedByStaff: 'Machine deactivated by staff',
  validationFailed: 'Validation failed',
} as const;

/** A machine as the software describes itself. */
export type MachineIdentity = { fingerprint: string; hostname: string | null; platform: string | null };

/** What a machine file says (its `enc`, decoded). */
export type MachineFacts = {
  machine: MachineIdentity;
  license: LicenseFacts;
  /** ISO 8601: when this file was signed. */
  issued: string;
  /** Seconds after `issued` the file is trusted without checking in. */
  ttl: number;
};

/** A license as a validation answers it: its facts at the moment of asking. */
export type CurrentLicense = {
  orderNumber: string;
  /** SPEC §4's status name (licenseStatusName). */
  status: string;
  /** ISO 8601. */
  expiry: string;
  features: Record<string, number>;
  /** Null: no limit. */
  maxMachines: number | null;
  seatsUsed: number;
};

/** What a validation answer says (its `enc`, decoded). */
export type ValidationFacts = {
  code: ValidationCode;
  nonce: string;
  fingerprint: string;
  /** `keyDigest` of the key asked about: an answer about another key does not verify. */
  keyDigest: string;
  /** ISO 8601: when licensing-api answered. */
  time: string;
  /** Null when NOT_FOUND: an answer never tells of another license. */
  license: CurrentLicense | null;
};

/** What Validate weighs: the license (null when no license has the key) and this machine's seat. */
export type ValidationInput = {
  license: {
    status: number | null;
    expiry: Date;
    maxMachines: number | null;
    seatsUsed: number;
  } | null;
  /** The fingerprint is one of the license's machines. */
  activated: boolean;
  now?: Date;
};

/** Validate's answer: the first code of VALIDATION_CODES that holds. */
export function validationCode({ license, activated, now = new Date() }: ValidationInput): ValidationCode {
  if (!license) return 'NOT_FOUND';
  if (license.status === LICENSE_STATUS.revoked) return 'REVOKED';
  if (license.status === LICENSE_STATUS.suspended) return 'SUSPENDED';
  if (hasExpired(license.expiry, now.getTime())) return 'EXPIRED';
  if (!activated) return license.seatsUsed === 0 ? 'NOT_ACTIVATED' : 'FINGERPRINT_MISMATCH';
  // Staff lowered the maximum below the machines already activated.
  if (license.maxMachines !== null && license.seatsUsed > license.maxMachines) return 'TOO_MANY_MACHINES';
  return 'VALID';
}

/** A license's seats as lists filter them (its derived Seats field). */
export const SEAT_STATES = ['No machines', 'Seats free', 'Full'] as const;

/** A license's seats as screens show them: 'used / maximum', or 'used / no limit'. */
export const seatsText = (seatsUsed: number, maxMachines: number | null): string =>
  `${seatsUsed} / ${maxMachines ?? 'no limit'}`;

export type MachineVerification =
  | { valid: true; machine: MachineFacts }
  | { valid: false; reason: string; machine?: MachineFacts };

/**
 * Checks a machine file offline: the signature (with the trusted key its `kid` names), the machine
 * (its fingerprint), the check-in time (`issued` plus `ttl`) and the license's dates.
 */
export async function verifyMachineFile(
  text: string,
  publicKey: TrustedKeys,
  options: { fingerprint?: string; now?: Date } = {},
): Promise<MachineVerification> {
  const envelope = parseLicenseFile(text, 'machine');
  if (!envelope) return { valid: false, reason: 'This is not a machine file.' };
  const problem = await signatureProblem(envelope, publicKey, 'machine');
  if (problem) return { valid: false, reason: problem };
  const machine = decodeFacts<MachineFacts>(envelope.enc);
  const now = (options.now ?? new Date()).getTime();
  const refuse = (reason: string): MachineVerification => ({ valid: false, reason, machine });
  if (options.fingerprint !== undefined && options.fingerprint !== machine.machine.fingerprint)
    return refuse('The machine file is for another machine.');
  if (now < Date.parse(machine.issued)) return refuse('The machine file is not valid yet.');
  if (now > Date.parse(machine.issued) + machine.ttl * 1000)
    return refuse('The machine file has passed its ttl: check in again.');
  if (hasExpired(machine.license.expiry, now)) return refuse('The license has expired.');
  return { valid: true, machine };
}

/** A license key as a validation answer names it: the hex SHA-256 of its UTF-8, never the key itself. */
export async function keyDigest(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type ValidationVerification =
  | { valid: true; validation: ValidationFacts }
  | { valid: false; reason: string };

/**
 * Checks a validation answer's `Signed` envelope: the signature (with the trusted key its `kid`
 * names), then that it answers this request (the nonce the caller sent, its fingerprint and its
 * key). The code inside is the answer; a verified NOT_FOUND is as trustworthy as a verified VALID.
 */
export async function verifyValidation(
  signed: unknown,
  publicKey: TrustedKeys,
  request: { key: string; nonce: string; fingerprint: string },
): Promise<ValidationVerification> {
  const envelope = asEnvelope(signed);
  if (!envelope) return { valid: false, reason: 'This is not a validation answer.' };
  const problem = await signatureProblem(envelope, publicKey, 'validation');
  if (problem) return { valid: false, reason: problem };
  const validation = decodeFacts<ValidationFacts>(envelope.enc);
  if (
    validation.nonce !== request.nonce ||
    validation.fingerprint !== request.fingerprint ||
    validation.keyDigest !== (await keyDigest(request.key))
  )
    return { valid: false, reason: 'The answer is for another request: it may be a replay.' };
  return { valid: true, validation };
}

/** What an offline machine asks for: its license's key and the machine. */
export type OfflineRequest = MachineIdentity & { key: string };

const REQUEST_PREFIX = 'MACHINE-REQUEST:';

/**
 * The request code an offline machine shows its user, to hand to the vendor: readable by staff
 * (prefixed base64 of its JSON), carrying nothing the customer does not already hold.
 */
export const offlineRequestCode = (request: OfflineRequest): string =>
  REQUEST_PREFIX + btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(request))));

const fitting = (value: unknown, max: number, required: boolean): value is string | null =>
  typeof value === 'string'
    ? (value.trim().length > 0 || !required) && value.length <= max && !value.includes('\u0000')
    : !required && value == null;
/** An optional field of a machine as Activate stores it: trimmed, blank as none. */
export const machineOptional = (value: string | null | undefined): string | null => value?.trim() || null;

export const offlineRequestMessages = {
  notARequest: 'This is not a machine request code.',
  otherLicense: 'The request code is for another license, or an activation code it no longer has.',
} as const;

/** The request in a request code, or null when the code is none (or its fields do not fit). */
export function parseOfflineRequest(code: string): OfflineRequest | null {
  const text = code.replace(/\s+/g, '');
  if (!text.startsWith(REQUEST_PREFIX)) return null;
  try {
    const json = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(atob(text.slice(REQUEST_PREFIX.length)), (char) => char.charCodeAt(0)),
    );
    const { key, fingerprint, hostname = null, platform = null } = JSON.parse(json) ?? {};
    const limits = MACHINE_FIELD_LIMITS;
    return fitting(key, limits.key, true) &&
      fitting(fingerprint, limits.fingerprint, true) &&
      fitting(hostname, limits.hostname, false) &&
      fitting(platform, limits.platform, false)
      ? ({
          key,
          fingerprint,
          hostname: machineOptional(hostname),
          platform: machineOptional(platform),
        } as OfflineRequest)
      : null;
  } catch {
    return null;
  }
}

/** The file name of a machine file: the order number's, as license files are named. */
export const machineFileName = (orderNumber: string, fingerprint: string): string =>
  `${`${orderNumber}_${fingerprint.slice(0, 12)}`.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '')}.machine`;
