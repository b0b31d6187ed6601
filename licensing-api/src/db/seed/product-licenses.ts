// 200 demo licenses across the demo customers and editions, in every state: active and expired,
// trial and paid, with and without an activation code, issued over the last three years (seed.ts
// calls this inside its transaction, after the catalogue and customers).
import {
  addMonths,
  isBooleanFeatureType,
  isTrialEditionCode,
  LICENSE_STATUS,
  prefilledFeatureValues,
} from '@licensing/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';

const LICENSES = 200;

export async function seedProductLicenses(trx: Kysely<Database>, now = new Date()): Promise<void> {
  const customers = await trx.selectFrom('customers').select('id').orderBy('id').execute();
  const editions = await trx
    .selectFrom('product_editions')
    .select(['product_edition_id as id', 'product_id', 'product_edition_code as code'])
    .orderBy('product_edition_id')
    .execute();
  const lines = await trx
    .selectFrom('product_edition_details as d')
    .innerJoin('features as f', 'f.id', 'd.feature_id')
    .innerJoin('feature_data_types as t', 't.id', 'f.feature_data_type_id')
    .select([
      'd.product_edition_id',
      'd.feature_id as featureId',
      'd.quantity',
      'f.is_active as isFeatureActive',
      't.type',
    ])
    .execute();
  const plans = await trx
    .selectFrom('product_license_plans')
    .select(['id', 'name', 'unit'])
    .orderBy('unit')
    .execute();
  const types = await trx.selectFrom('license_types').select(['id', 'type_name']).execute();
  const typeId = (name: string) => types.find((type) => type.type_name === name)!.id;
  if (customers.length === 0 || editions.length === 0) return;

  for (let index = 0; index < LICENSES; index++) {
    const edition = editions[index % editions.length]!;
    const trial = isTrialEditionCode(edition.code);
    const plan = trial ? plans[0]! : plans[index % plans.length]!;
    // Issued over the last 36 months; a third of them has run out.
    const issued = addMonths(now, -(index % 36));
    const months = trial ? 2 : plan.unit * (1 + (index % 3));
    const expired = index % 3 === 0 ? addMonths(now, -1 - (index % 5)) : addMonths(issued, months + 12);
    const activated = index % 4 !== 0;
    const [license] = await trx
      .insertInto('product_licenses')
      .values({
        order_number: `ORD-${String(10_000 + index)}`,
        product_id: edition.product_id,
        customer_id: customers[(index * 7) % customers.length]!.id,
        license_type_id: typeId(trial ? 'Trial' : 'Standard'),
        product_edition_id: edition.id,
        product_license_plan_id: plan.id,
        mac_address:
          index % 5 === 0
            ? null
            : `00:1A:2B:${(index % 256).toString(16).padStart(2, '0').toUpperCase()}:4D:5E`,
        server_name: index % 6 === 0 ? null : `srv-${index}`,
        expired_date: expired,
        allow_virtual_machine: index % 7 !== 0,
        customer_activation_code: activated
          ? `DEMO0-${String(index).padStart(5, '0')}-SEEDS-ACTIV-ATION`
          : null,
        status: activated ? LICENSE_STATUS.activated : LICENSE_STATUS.inactivate,
        created_at: issued,
      })
      .returning('id')
      .execute();
    const values = prefilledFeatureValues(
      lines
        .filter((line) => line.product_edition_id === edition.id)
        .map((line) => ({ ...line, isBoolean: isBooleanFeatureType(line.type) })),
      1 + (index % 3),
      edition.code,
    ).filter((line) => line.value >= 0);
    if (values.length > 0) {
      await trx
        .insertInto('product_license_features')
        .values(
          values.map((line) => ({
            product_license_id: license!.id,
            feature_id: Number(line.featureId),
            quantity: line.value,
          })),
        )
        .execute();
    }
  }
}
