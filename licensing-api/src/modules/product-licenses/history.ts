// License history (SPEC §3 license history entry, §6): every change to a license is an entry written
// in the change's transaction: an Action and its ActionDetails (Field, DataType, OriginalValue,
// UpdatedValue), compared on what people read (names, not ids), and who made it.
import {
  formatDate,
  isBooleanFeatureType,
  licenseStatusName,
  personName,
  productLicenseEntity,
  yesNo,
} from '@licensing/domain';
import type { Kysely, Updateable } from 'kysely';
import { type Static, Type } from 'typebox';
import type { Id } from '../../crud/index.js';
import type { Database } from '../../db/schema.js';
import { orNotFound } from '../../lib/errors.js';
import { productLicensesJoined } from './license-facts.js';

type DataType = 'String' | 'Number' | 'Boolean' | 'DateTime';
type Value = { type: DataType; value: string | null };
/** A license as its history compares it: readable field name → value. */
export type LicenseSnapshot = Record<string, Value>;

/** An entry's action, as stored and as GetProductLicenseHistories answers it. */
export const HistoryAction = Type.Object({
  Action: Type.String(),
  ActionDetails: Type.Array(
    Type.Object({
      Field: Type.String(),
      DataType: Type.String(),
      OriginalValue: Type.Union([Type.String(), Type.Null()]),
      UpdatedValue: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
type HistoryAction = Static<typeof HistoryAction>;
type ActionDetail = HistoryAction['ActionDetails'][number];

const text = (value: string | null | undefined): Value => ({ type: 'String', value: value ?? null });

export async function snapshot(trx: Kysely<Database>, id: Id): Promise<LicenseSnapshot> {
  const row = await productLicensesJoined(trx)
    .selectAll('l')
    .select(['p.product_name', 'c.first_name', 'c.last_name', 't.type_name', 'e.product_edition_name'])
    .select('pl.name as plan_name')
    .where('l.id', '=', Number(id))
    .executeTakeFirstOrThrow();
  const features = await trx
    .selectFrom('product_license_features as f')
    .innerJoin('features as ft', 'ft.id', 'f.feature_id')
    .innerJoin('feature_data_types as dt', 'dt.id', 'ft.feature_data_type_id')
    .select(['ft.label', 'f.quantity', 'dt.type'])
    .where('f.product_license_id', '=', Number(id))
    .execute();
  const values: LicenseSnapshot = {
    'Order Number': text(row.order_number),
    Product: text(row.product_name),
    Customer: text(personName(row.first_name, row.last_name)),
    'License Type': text(row.type_name),
    Edition: text(row.product_edition_name),
    'License Plan': text(row.plan_name),
    'MAC Address': text(row.mac_address),
    'Server Name': text(row.server_name),
    'Expired Date': { type: 'DateTime', value: formatDate(row.expired_date) },
    'Allow Virtual Machine': { type: 'Boolean', value: yesNo(row.allow_virtual_machine) },
    // The credential's own label: a read-only token's history is masked by it (lib/credentials.ts).
    [productLicenseEntity.fields.customerActivationCode.label]: text(row.customer_activation_code),
    Status: text(licenseStatusName(row.status)),
    'Maximum Machines': {
      type: 'Number',
      value: row.max_machines === null ? null : String(row.max_machines),
    },
    'Additional Attributes': text(row.additional_attributes),
  };
  // A switch reads Yes or No, as on every screen; other features their number.
  for (const feature of features) {
    values[`Feature ${feature.label}`] = isBooleanFeatureType(feature.type)
      ? { type: 'Boolean', value: yesNo(feature.quantity === 1) }
      : { type: 'Number', value: String(feature.quantity) };
  }
  return values;
}

/** What changed from `before` (nothing, for a new license) to `after`. */
export function changes(before: LicenseSnapshot | null, after: LicenseSnapshot): ActionDetail[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])];
  return fields.flatMap((field) => {
    const original = before?.[field]?.value ?? null;
    const updated = after[field]?.value ?? null;
    if (original === updated) return [];
    const type = (after[field] ?? before?.[field])!.type;
    return [{ Field: field, DataType: type, OriginalValue: original, UpdatedValue: updated }];
  });
}

/** Records an action on a license when it changed something. */
export async function recordHistory(
  trx: Kysely<Database>,
  licenseId: Id,
  action: string,
  modifierId: string,
  before: LicenseSnapshot | null,
): Promise<void> {
  const details = changes(before, await snapshot(trx, licenseId));
  if (details.length > 0)
    await recordEntry(trx, licenseId, { Action: action, ActionDetails: details }, modifierId);
}

/** Records an entry as given: an action that is no change of the license's own fields (a machine's). */
export const recordEntry = (
  trx: Kysely<Database>,
  licenseId: Id,
  entry: HistoryAction,
  modifierId: string,
): Promise<void> => recordEntries(trx, [{ licenseId, entry, modifierId }]);

/** Entries in one statement; `at` is when it happened, when that was before now (a batch's). */
export async function recordEntries(
  trx: Kysely<Database>,
  entries: readonly { licenseId: Id; entry: HistoryAction; modifierId: string; at?: Date }[],
): Promise<void> {
  if (entries.length === 0) return;
  await trx
    .insertInto('product_license_histories')
    .values(
      entries.map(({ licenseId, entry, modifierId, at }) => ({
        product_license_id: Number(licenseId),
        action: JSON.stringify(entry),
        modifier_id: modifierId,
        ...(at && { modified_at: at }),
      })),
    )
    .execute();
}

/** What a license change sees of the license, locked. */
type Locked = { customer_id: number; expired_date: Date; unit: number; status: number; order_number: string };

/** How a workflow changes a locked license: the columns it sets (it may refuse by throwing, or write more in `trx`). */
export type LicenseChange = (
  license: Locked,
  trx: Kysely<Database>,
) => Updateable<Database['product_licenses']> | Promise<Updateable<Database['product_licenses']>>;

/**
 * A workflow's change of a license inside `trx`: locks it, sets the columns `change` answers, and
 * records it in the history as `action` by `actor`. A bulk action runs one a license in one transaction.
 */
export async function changeLicenseIn(
  trx: Kysely<Database>,
  id: Id,
  action: string,
  actor: string,
  change: LicenseChange,
): Promise<void> {
  const license = orNotFound(
    await trx
      .selectFrom('product_licenses as l')
      .innerJoin('product_license_plans as pl', 'pl.id', 'l.product_license_plan_id')
      .select(['l.customer_id', 'l.expired_date', 'l.status', 'l.order_number', 'pl.unit'])
      .where('l.id', '=', Number(id))
      .forUpdate('l')
      .executeTakeFirst(),
    productLicenseEntity.notFoundLabel,
  );
  const before = await snapshot(trx, id);
  const values = await change(license, trx);
  await trx.updateTable('product_licenses').set(values).where('id', '=', Number(id)).execute();
  await recordHistory(trx, id, action, actor, before);
}

/** A workflow's change of a license (`db`'s), in a transaction of its own (changeLicenseIn). */
export const licenseChange =
  (db: Kysely<Database>) => (id: Id, action: string, actor: string, change: LicenseChange) =>
    db.transaction().execute((trx) => changeLicenseIn(trx, id, action, actor, change));
