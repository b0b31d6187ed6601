// Reference data that changes rarely (license plans, license types, feature data types) is cached
// for a short time across requests. Entries are per bearer token, so a cached answer is only ever
// served to a caller the REST API has already answered; a mutation through the gateway clears its
// kind for everyone.

export type ReferenceKind = 'licensePlans' | 'licenseTypes' | 'featureDataTypes';

const REFERENCE_TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;

type Entry = { expires: number; value: Promise<unknown> };

export class ReferenceCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = REFERENCE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** `load()`'s answer, from the cache while fresh. Without a token nothing is cached. */
  get<T>(kind: ReferenceKind, token: string | null, variant: string, load: () => Promise<T>): Promise<T> {
    if (!token) return load();
    const key = `${kind}\u0000${variant}\u0000${token}`;
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value as Promise<T>;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
    // A failure is not kept.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  /** Forgets every cached answer of `kind` (after a mutation changed it). */
  clear(kind: ReferenceKind): void {
    for (const key of this.entries.keys()) {
      if (key.startsWith(`${kind}\u0000`)) this.entries.delete(key);
    }
  }
}

export const referenceCache = new ReferenceCache();
