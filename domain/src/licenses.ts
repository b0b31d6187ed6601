// License rules (SPEC §4 License Status, Edition and plan rules; §6 history modifier): one place for
// the license form, licensing-api and the screens.
import { isTrialEditionCode, timeOf } from './catalog.js';
import { UNLIMITED_FEATURE_VALUE } from './license-file.js';

/** SPEC §4: the stored Status codes, and their names, a code's at its index; Revoked is beyond SPEC. */
export const LICENSE_STATUS = { inactivate: 0, activated: 1, suspended: 2, updated: 3, revoked: 4 } as const;
export const LICENSE_STATUSES: readonly string[] = [
  'Inactivate',
  'Activated',
  'Suspended',
  'Updated',
  'Revoked',
];

const { inactivate, activated, suspended, updated, revoked } = LICENSE_STATUS;

/**
 * Staff's status workflows (SPEC §4's Suspended, and revocation): the statuses each starts from,
 * the one it leaves, and the history action it records. Revoked is final: a revoked license
 * validates as REVOKED for good, and no new activation code is issued for it.
 */
export const LICENSE_STATUS_CHANGES = {
  suspend: { from: [inactivate, activated, updated], to: suspended, action: 'Suspended' },
  reinstate: { from: [suspended], to: activated, action: 'Reinstated' },
  revoke: { from: [inactivate, activated, suspended, updated], to: revoked, action: 'Revoked' },
} as const satisfies Record<string, { from: readonly number[]; to: number; action: string }>;
export type LicenseStatusChange = keyof typeof LICENSE_STATUS_CHANGES;

/** Why a status change is refused: the license's status is not one it starts from. */
export const statusChangeRefusal = (change: LicenseStatusChange, status: number | null): string =>
  `A license that is ${licenseStatusName(status)} cannot be ${LICENSE_STATUS_CHANGES[change].action.toLowerCase()}.`;

/**
 * Why a license gets no signed file (a license file, the license mail's attachment, a machine
 * file): it is suspended or revoked, so a file would outlive the status. Null: it may have one.
 */
export const licenseFileRefusal = (status: number | null): string | null =>
  status === suspended || status === revoked
    ? `A license that is ${licenseStatusName(status)} gets no license file.`
    : null;

/** The stored Status as SPEC §4 names it: anything else is 'Unknown'. */
export const licenseStatusName = (status: number | null | undefined): string =>
  (status != null && LICENSE_STATUSES[status]) || 'Unknown';

/** SPEC §4: what every list and screen shows of a license (and what its lists filter by). */
export const DISPLAYED_LICENSE_STATES = ['Activated', 'Expired'] as const;

/** The license types and plans the rules name (seeded). */
export const LICENSE_TYPE_NAMES = { trial: 'Trial', standard: 'Standard' } as const;
export const LICENSE_PLAN_NAMES = { monthly: 'Monthly', annually: 'Annually' } as const;

/** SPEC §4: a trial license runs two months. */
export const TRIAL_MONTHS = 2;

/** `date` plus whole months, clamped to the last day of a shorter month (Jan 31 + 1 → Feb 28). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export type PlanTerms = { licenseType: string; plan: string; expiredDate: Date; locked: boolean };

/**
 * SPEC §4 as every writer of a license is held to it (the form, REST, GraphQL, generation): a license
 * on a trial edition (code contains 'trial') is a Trial on the Monthly plan, expiring two months
 * after it was put on that edition; `kept` is the expiry of a license already on it, which stays.
 * Null for any other edition: its type, plan and expiry are the writer's.
 */
export function trialEditionTerms(
  editionCode: string | null | undefined,
  kept: Date | null = null,
  now = new Date(),
): Omit<PlanTerms, 'locked'> | null {
  if (!isTrialEditionCode(editionCode)) return null;
  return {
    licenseType: LICENSE_TYPE_NAMES.trial,
    plan: LICENSE_PLAN_NAMES.monthly,
    expiredDate: kept ?? addMonths(now, TRIAL_MONTHS),
  };
}

/**
 * SPEC §4: a trial edition makes a Trial license on the Monthly plan that expires two months ahead,
 * with plan and expiry locked (trialEditionTerms); otherwise the expiry is now plus the plan's Unit
 * (months) times its quantity, and the type is Standard.
 */
export function licenseTerms(
  editionCode: string | null | undefined,
  plan: { name: string; unit: number },
  quantity: number,
  now = new Date(),
): PlanTerms {
  const trial = trialEditionTerms(editionCode, null, now);
  if (trial) return { ...trial, locked: true };
  return {
    licenseType: LICENSE_TYPE_NAMES.standard,
    plan: plan.name,
    expiredDate: addMonths(now, plan.unit * Math.max(1, quantity)),
    locked: false,
  };
}

/** A renewal: the expiry moves on by the plan from itself, or from now when it has passed. */
export function renewedExpiry(
  expiredDate: string | Date | null,
  plan: { unit: number },
  now = new Date(),
): Date {
  const current = timeOf(expiredDate);
  const from = current !== null && current > now.getTime() ? new Date(current) : now;
  return addMonths(from, plan.unit);
}

export type EditionLine = {
  featureId: string | number;
  quantity: number;
  isFeatureActive?: boolean | null;
  /** A switch (1 or 0) is never scaled. */
  isBoolean?: boolean;
};

/**
 * SPEC §4: picking an edition prefills the feature quantities from its active features, scaled by
 * the order Quantity unless the value or the quantity is below 1 (so -1, unlimited, stays); a trial
 * edition uses multiplier 1. A switch keeps its 1 or 0.
 */
export function prefilledFeatureValues(
  lines: readonly EditionLine[],
  orderQuantity: number,
  editionCode: string | null | undefined,
): { featureId: string; value: number }[] {
  const multiplier = isTrialEditionCode(editionCode) ? 1 : orderQuantity;
  return lines
    .filter((line) => line.isFeatureActive !== false)
    .map((line) => ({
      featureId: String(line.featureId),
      value:
        line.quantity < 1 || multiplier < 1 || line.quantity === UNLIMITED_FEATURE_VALUE || line.isBoolean
          ? line.quantity
          : line.quantity * multiplier,
    }));
}

/** SPEC §6's modifier of all zeros: nobody signed in (an e-mailed link, the licensed software). */
export const NOBODY = '00000000-0000-0000-0000-000000000000';

/** SPEC §6: a history entry's modifier is 'user' when its id is all zeros, else 'admin'. */
export const historyModifier = (modifierId: string | null | undefined): 'user' | 'admin' =>
  /^[0-]*$/.test(modifierId ?? '') ? 'user' : 'admin';
