// Catalogue rules (SPEC §3, §4): the derived IsActive of editions, the trial-edition rule and the
// boolean feature type.

/** The feature data type whose values are switches, travelling as 1 or 0 (SPEC §3). */
export const BOOLEAN_FEATURE_TYPE = 'BOOLEAN';

/** A date's time in ms; null for an empty or invalid one. */
export const timeOf = (value: string | Date | null | undefined): number | null => {
  if (value == null || value === '') return null;
  const ms = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(ms) ? null : ms;
};

/**
 * SPEC §3: an edition is active when its ActiveDate is not after now and its InActiveDate is empty
 * or in the future. No ActiveDate reads as 'not after now'.
 */
export function isEditionActive(
  edition: { activeDate?: string | Date | null; inactiveDate?: string | Date | null },
  now: Date = new Date(),
): boolean {
  const active = timeOf(edition.activeDate);
  const inactive = timeOf(edition.inactiveDate);
  return (active === null || active <= now.getTime()) && (inactive === null || inactive > now.getTime());
}

/** SPEC §4: an edition whose code contains 'trial' (any case) is a trial edition. */
export function isTrialEditionCode(code: string | null | undefined): boolean {
  return (code ?? '').toLowerCase().includes('trial');
}

/** Whether a feature data type's values are switches (1 or 0). */
export function isBooleanFeatureType(type: string | null | undefined): boolean {
  return (type ?? '').toUpperCase() === BOOLEAN_FEATURE_TYPE;
}

/**
 * An edition's (or a release's) name as people read it, after its product's name, unless its own
 * name already holds it: 'EQQ Server Professional', never 'EQQ Server EQQ Server Professional'.
 */
export function withProductName(productName: string, name: string): string {
  return name.toLowerCase().includes(productName.trim().toLowerCase())
    ? name
    : `${productName} ${name}`.trim();
}

/** A release package as pickers name it: 'EQQ Server 2.0'; the version once, the product once. */
export function releasePackageLabel(release: { productName: string; name: string; version: string }): string {
  const named = withProductName(release.productName, release.name);
  return named.includes(release.version) ? named : `${named} ${release.version}`;
}
