// A new license's feature values from its edition (SPEC §4): the edition's active lines, scaled by
// the order quantity (domain prefilledFeatureValues); an unlimited (-1) line stays unlimited, not
// scaled. Used by the order workflow and the demo seed.
import { isBooleanFeatureType, prefilledFeatureValues } from '@licensing/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function insertEditionFeatures(
  trx: Kysely<Database>,
  licenseId: number,
  edition: { id: number; code: string },
  quantity: number,
): Promise<void> {
  const lines = await trx
    .selectFrom('product_edition_details as d')
    .innerJoin('features as f', 'f.id', 'd.feature_id')
    .innerJoin('feature_data_types as t', 't.id', 'f.feature_data_type_id')
    .select(['d.feature_id as featureId', 'd.quantity', 'f.is_active as isFeatureActive', 't.type'])
    .where('d.product_edition_id', '=', edition.id)
    .execute();
  const values = prefilledFeatureValues(
    lines.map((line) => ({ ...line, isBoolean: isBooleanFeatureType(line.type) })),
    quantity,
    edition.code,
  );
  if (values.length === 0) return;
  await trx
    .insertInto('product_license_features')
    .values(
      values.map((line) => ({
        product_license_id: licenseId,
        feature_id: Number(line.featureId),
        quantity: line.value,
      })),
    )
    .execute();
}
