// A license's machines (beyond SPEC; domain/src/machine-file.ts): activating one, deactivating
// one, validating a key on one. Each change is written in one transaction with the license row
// locked, so two activations racing for the last seat are served one after the other, and each
// leaves a history entry (SPEC §3) and a hub event through the outbox.

import { createHash } from 'node:crypto';
import {
  type DeactivationCode,
  HUB_EVENTS,
  licenseStatusName,
  MACHINE_ACTIONS,
  MACHINE_FILE_TTL_SECONDS,
  type MachineIdentity,
  SELF_DEACTIVATIONS,
  VALIDATION_DETAILS,
  type ValidationCode,
  type ValidationFacts,
  validationCode,
} from '@licensing/domain';
import { type Kysely, sql } from 'kysely';
import { preparedQuery } from '../../db/prepared.js';
import type { Database } from '../../db/schema.js';
import { raiseEvent, raiseEvents } from '../../hub/events.js';
import { localWindows } from '../../lib/rate-limit.js';
import { recordEntries, recordEntry } from '../product-licenses/history.js';
import { licenseFacts } from '../product-licenses/license-facts.js';
import type { LicenseSigner } from '../product-licenses/license-signing.js';
import { machineLimitOf } from '../product-licenses/product-licenses.table.js';

type Db = Kysely<Database>;
type License = { id: number; order_number: string };

/** How a machine reads in a license's history. */
const machineText = (machine: MachineIdentity) =>
  `${machine.hostname ?? 'Unnamed machine'} (${machine.platform ?? 'unknown platform'}), ${machine.fingerprint}`;

type Detail = { field: string; from?: string | null; to?: string | null };

/** A machine event as a history entry. */
const activityEntry = (action: string, details: Detail[]) => ({
  Action: action,
  ActionDetails: details.map(({ field, from = null, to = null }) => ({
    Field: field,
    DataType: 'String',
    OriginalValue: from,
    UpdatedValue: to,
  })),
});

/** The hub's LicenseActivity: something happened to a license's machines or status. */
const activityEvent = (license: License, action: string) => ({
  ProductLicenseId: license.id,
  OrderNumber: license.order_number,
  Action: action,
});
export const raiseActivity = (trx: Db, license: License, action: string) =>
  raiseEvent(trx, HUB_EVENTS.licenseActivity, activityEvent(license, action));

/** A machine event of a license: a history entry by `actor`, and the hub's LicenseActivity. */
export async function recordActivity(
  trx: Db,
  license: License,
  action: string,
  details: Detail[],
  actor: string,
): Promise<void> {
  await recordEntry(trx, license.id, activityEntry(action, details), actor);
  await raiseActivity(trx, license, action);
}

/** Which license: by its key (its activation code), by id, or by both (an offline request's). */
type LicenseWhere = { key: string; id?: number } | { id: number; key?: string };

/** The license of `where` with its machine limit, locked for the change. */
const lockedLicense = (trx: Db, where: LicenseWhere) =>
  trx
    .selectFrom('product_licenses as l')
    .innerJoin('product_editions as e', 'e.product_edition_id', 'l.product_edition_id')
    .select(['l.id', 'l.order_number', 'l.status', 'l.expired_date', 'l.seats_used'])
    .select(machineLimitOf('l', 'e').as('machine_limit'))
    .$if(where.key !== undefined, (query) => query.where('l.customer_activation_code', '=', where.key!))
    .$if(where.id !== undefined, (query) => query.where('l.id', '=', where.id!))
    .forUpdate('l')
    .executeTakeFirst();

/** Counts machines taking (or, negative, freeing) seats of license `id`, with the machines' change. */
const takeSeats = (trx: Db, id: number, count: number) =>
  trx
    .updateTable('product_licenses')
    .set((eb) => ({ seats_used: eb('seats_used', '+', count) }))
    .where('id', '=', id)
    .execute();

/** A machine file for a machine of license `id`, trusted offline for `ttl` seconds. */
async function machineFile(
  trx: Db,
  signer: LicenseSigner,
  id: number,
  machine: MachineIdentity,
  ttl: number,
) {
  const { customerId: _owner, ...license } = await licenseFacts(trx, id);
  return signer.machineFile({ machine, license, issued: license.issued, ttl });
}

export type Activation =
  | { code: 'VALID'; machineFile: string; orderNumber: string }
  | { code: Exclude<ValidationCode, 'VALID'> };

/**
 * Activates `machine` on the license of `where` (a key, or staff's license id and the request's
 * key): idempotent for a fingerprint already activated (its file is signed afresh); refused
 * (TOO_MANY_MACHINES over the license's limit, or its status or expiry), it changes nothing. A
 * machine file is trusted for MACHINE_FILE_TTL_SECONDS; an offline machine's until the license
 * expires.
 */
export async function activate(
  db: Db,
  signer: LicenseSigner,
  where: LicenseWhere,
  machine: MachineIdentity,
  seen: { address: string | null; actor: string; offline?: boolean },
): Promise<Activation> {
  return db.transaction().execute(async (trx) => {
    const license = await lockedLicense(trx, where);
    const known =
      license &&
      (await trx
        .selectFrom('machines')
        .select('id')
        .where('product_license_id', '=', license.id)
        .where('fingerprint', '=', machine.fingerprint)
        .executeTakeFirst());
    // Validate's answer for this machine once activated: a new one takes a seat first.
    const seatsUsed = (license?.seats_used ?? 0) + (known ? 0 : 1);
    const code = validationCode({
      license: license
        ? {
            status: license.status,
            expiry: license.expired_date,
            maxMachines: license.machine_limit,
            seatsUsed,
          }
        : null,
      activated: true,
    });
    if (code !== 'VALID' || !license) return { code: code === 'VALID' ? 'NOT_FOUND' : code };
    if (known) {
      await trx
        .updateTable('machines')
        .set({
          hostname: machine.hostname,
          platform: machine.platform,
          last_seen_at: new Date(),
          last_address: seen.address,
        })
        .where('id', '=', known.id)
        .execute();
    } else {
      await trx
        .insertInto('machines')
        .values({
          product_license_id: license.id,
          fingerprint: machine.fingerprint,
          hostname: machine.hostname,
          platform: machine.platform,
          last_address: seen.address,
        })
        .execute();
      await takeSeats(trx, license.id, 1);
      await recordActivity(
        trx,
        license,
        seen.offline ? MACHINE_ACTIONS.activatedOffline : MACHINE_ACTIONS.activated,
        [{ field: 'Machine', to: machineText(machine) }],
        seen.actor,
      );
    }
    const ttl = seen.offline
      ? Math.max(0, Math.floor((license.expired_date.getTime() - Date.now()) / 1000))
      : MACHINE_FILE_TTL_SECONDS;
    return {
      code: 'VALID',
      machineFile: await machineFile(trx, signer, license.id, machine, ttl),
      orderNumber: license.order_number,
    };
  });
}

/**
 * Frees a machine's seat: the machine itself (by key and fingerprint, within SELF_DEACTIVATIONS),
 * or staff (by machine id, without a limit). NOT_FOUND when there is no such license or machine.
 */
export async function deactivate(
  db: Db,
  where: { key: string; fingerprint: string } | { machineId: number },
  actor: string,
): Promise<{ code: DeactivationCode; licenseId?: number }> {
  return db.transaction().execute(async (trx) => {
    const owner =
      'machineId' in where
        ? await trx
            .selectFrom('machines')
            .select('product_license_id as id')
            .where('id', '=', where.machineId)
            .executeTakeFirst()
        : where;
    const license = owner && (await lockedLicense(trx, owner));
    if (!license) return { code: 'NOT_FOUND' };
    const machine = await trx
      .selectFrom('machines')
      .select(['id', 'fingerprint', 'hostname', 'platform'])
      .where('product_license_id', '=', license.id)
      .$if('machineId' in where, (query) =>
        query.where('id', '=', (where as { machineId: number }).machineId),
      )
      .$if('fingerprint' in where, (query) =>
        query.where('fingerprint', '=', (where as { fingerprint: string }).fingerprint),
      )
      .executeTakeFirst();
    if (!machine) return { code: 'machineId' in where ? 'NOT_FOUND' : 'NOT_ACTIVATED' };
    const self = !('machineId' in where);
    if (self) {
      const { used } = await trx
        .selectFrom('machine_deactivations')
        .select(sql<number>`count(*)::int`.as('used'))
        .where('product_license_id', '=', license.id)
        .where('deactivated_at', '>', sql<Date>`now() - make_interval(days => ${SELF_DEACTIVATIONS.days})`)
        .executeTakeFirstOrThrow();
      if (used >= SELF_DEACTIVATIONS.count) return { code: 'TOO_MANY_DEACTIVATIONS' };
      await trx.insertInto('machine_deactivations').values({ product_license_id: license.id }).execute();
    }
    await trx.deleteFrom('machines').where('id', '=', machine.id).execute();
    await takeSeats(trx, license.id, -1);
    await recordActivity(
      trx,
      license,
      self ? MACHINE_ACTIONS.deactivated : MACHINE_ACTIONS.deactivatedByStaff,
      [{ field: 'Machine', from: machineText(machine) }],
      actor,
    );
    return { code: 'DEACTIVATED', licenseId: license.id };
  });
}

/** The most rows one statement of the validation log writes. */
const ROWS_PER_STATEMENT = 5_000;
/** A repeated failure (same answer, same machine) is recorded once a day, however often it is asked. */
const FAILURE_REPEAT_MS = 24 * 60 * 60 * 1000;

type CheckIn = { at: Date; address: string | null };
type Failure = { license: License; code: ValidationCode; fingerprint: string; at: Date; actor: string };

/** A failure as its license's history records it: one entry per answer and machine. */
const failureEntry = ({ code, fingerprint }: Failure) =>
  activityEntry(MACHINE_ACTIONS.validationFailed, [
    { field: 'Result', to: code },
    { field: 'Fingerprint', to: fingerprint },
  ]);

/** `rows` in statements of at most ROWS_PER_STATEMENT; a part that fails hands what is left to `kept`. */
async function inParts<T>(rows: T[], write: (part: T[]) => Promise<unknown>, kept: (rest: T[]) => void) {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    try {
      await write(rows.slice(start, start + ROWS_PER_STATEMENT));
    } catch (error) {
      kept(rows.slice(start));
      throw error;
    }
  }
}

/**
 * What validations leave behind, written together by `flush` (once a second) rather than one
 * write and commit per validation: machines' check-ins (last seen, last address) and failures
 * (a history entry and a LicenseActivity event, each answer and machine once a day). A crash loses
 * what is not written yet: the last second's, or more while the database is away. A failed write
 * keeps its rows for the next; an older check-in never overwrites a newer one (another replica's,
 * or an activation's); a failure another process (or this one before a restart) recorded within
 * the day is not recorded again.
 */
export function validationLog(db: Db) {
  let checkIns = new Map<number, CheckIn>();
  let failures: Failure[] = [];
  // Failures this process has queued within the day: a repeat costs no query at all.
  const queued = localWindows({ limit: 1, windowMs: FAILURE_REPEAT_MS });

  const writeCheckIns = (part: [number, CheckIn][]) => {
    const rows = part.map(([id, { at, address }]) => sql`(${id}::int, ${at}::timestamptz, ${address}::text)`);
    return sql`update machines as m set last_seen_at = v.at, last_address = v.address
      from (values ${sql.join(rows)}) as v(id, at, address)
      where m.id = v.id and m.last_seen_at < v.at`.execute(db);
  };

  const writeFailures = (part: Failure[]) =>
    db.transaction().execute(async (trx) => {
      // One writer of failures at a time across processes, so two cannot both find one unrecorded.
      await sql`select pg_advisory_xact_lock(hashtext('validation failures'))`.execute(trx);
      // A license deleted since its failure has no history left to write to.
      const kept = await trx
        .selectFrom('product_licenses')
        .select('id')
        .where('id', 'in', [...new Set(part.map(({ license }) => license.id))])
        .forKeyShare()
        .execute();
      const live = new Set(kept.map(({ id }) => id));
      part = part.filter(({ license }) => live.has(license.id));
      if (part.length === 0) return;
      const actions = part.map((failure) => JSON.stringify(failureEntry(failure)));
      const recorded = await trx
        .selectFrom('product_license_histories')
        .select(['product_license_id', 'action'])
        .where('product_license_id', 'in', [...live])
        .where('action', 'in', [...new Set(actions)])
        .where('modified_at', '>', new Date(Date.now() - FAILURE_REPEAT_MS))
        .execute();
      const done = new Set(recorded.map((row) => `${row.product_license_id} ${row.action}`));
      const fresh = part.filter((failure, i) => !done.has(`${failure.license.id} ${actions[i]}`));
      if (fresh.length === 0) return;
      await recordEntries(
        trx,
        fresh.map((failure) => ({
          licenseId: failure.license.id,
          entry: failureEntry(failure),
          modifierId: failure.actor,
          at: failure.at,
        })),
      );
      await raiseEvents(
        trx,
        HUB_EVENTS.licenseActivity,
        fresh.map(({ license }) => activityEvent(license, MACHINE_ACTIONS.validationFailed)),
      );
    });

  return {
    checkIn(machineId: number, address: string | null) {
      checkIns.set(machineId, { at: new Date(), address });
    },
    failed(license: License, code: ValidationCode, fingerprint: string, actor: string) {
      if (queued.hit(`${license.id} ${code} ${fingerprint}`) === 0)
        failures.push({ license, code, fingerprint, actor, at: new Date() });
    },
    async flush() {
      const seen = [...checkIns];
      const failed = failures;
      checkIns = new Map();
      failures = [];
      await inParts(seen, writeCheckIns, (rest) => {
        for (const [id, checkIn] of rest) if (!checkIns.has(id)) checkIns.set(id, checkIn);
        failures.push(...failed);
      });
      await inParts(failed, writeFailures, (rest) => failures.push(...rest));
    },
  };
}
export type ValidationLog = ReturnType<typeof validationLog>;

/** A machine's last check-in is written at most once a minute (or when its address changes). */
const SEEN_EVERY_SECONDS = 60;

/** Validate's read of a key on a machine: the license, the machine and the features. */
const validationRead = (db: Db) =>
  preparedQuery('activation-validate', (key: string, fingerprint: string) =>
    db
      .selectFrom('product_licenses as l')
      .innerJoin('product_editions as e', 'e.product_edition_id', 'l.product_edition_id')
      .leftJoin('machines as m', (join) =>
        join.onRef('m.product_license_id', '=', 'l.id').on('m.fingerprint', '=', fingerprint),
      )
      .select(['l.id', 'l.order_number', 'l.status', 'l.expired_date', 'l.seats_used'])
      .select(['m.id as machine_id', 'm.last_seen_at', 'm.last_address'])
      .select(machineLimitOf('l', 'e').as('machine_limit'))
      .select(
        sql<Record<string, number> | null>`(select json_object_agg(ft.name, f.quantity order by ft.name)
          from product_license_features f join features ft on ft.id = f.feature_id
          where f.product_license_id = l.id)`.as('features'),
      )
      .where('l.customer_activation_code', '=', key),
  );

/**
 * domain's keyDigest, synchronously: WebCrypto's digest is a thread-pool job, several times the
 * cost on a path that answers thousands of times a second.
 */
export const keyDigestNow = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/**
 * Validate: one prepared statement reads the license, the machine and the features; the answer is
 * signed with the caller's nonce. Unknown keys run the same statement and signing as known ones.
 * The machine's check-in (when due) and a failure on a license go to `log`.
 */
export function validator(db: Db, signer: LicenseSigner, log: ValidationLog) {
  const read = validationRead(db);
  return async (
    request: { key: string; fingerprint: string; nonce: string },
    address: string | null,
    actor: string,
  ) => {
    const [row] = (await db.executeQuery(read(request.key, request.fingerprint))).rows;
    // The machine's check-in, when SEEN_EVERY_SECONDS have passed or it moved.
    if (
      row?.machine_id != null &&
      (Date.now() - new Date(row.last_seen_at!).getTime() > SEEN_EVERY_SECONDS * 1000 ||
        row.last_address !== address)
    )
      log.checkIn(row.machine_id, address);
    const license = row && {
      status: row.status,
      expiry: new Date(row.expired_date),
      maxMachines: row.machine_limit,
      seatsUsed: row.seats_used,
    };
    const code = validationCode({ license: license ?? null, activated: row?.machine_id != null });
    const facts: ValidationFacts = {
      code,
      nonce: request.nonce,
      fingerprint: request.fingerprint,
      keyDigest: keyDigestNow(request.key),
      time: new Date().toISOString(),
      license: row
        ? {
            orderNumber: row.order_number,
            status: licenseStatusName(row.status),
            expiry: new Date(row.expired_date).toISOString(),
            features: row.features ?? {},
            maxMachines: row.machine_limit,
            seatsUsed: row.seats_used,
          }
        : null,
    };
    if (row && code !== 'VALID') log.failed(row, code, request.fingerprint, actor);
    return {
      Code: code,
      Detail: VALIDATION_DETAILS[code],
      Signed: await signer.envelope('validation', facts),
    };
  };
}
