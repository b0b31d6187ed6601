// The feature lines of product editions (ProductEditionDetail), of the older editions
// (EditionDetail) and of product licenses (ProductLicenseFeatures): read for a page of editions in one query, replaced as a whole on write. Every
// line names an existing feature (of the edition's product, for product editions), a boolean
// feature holds 1 or 0, and an edition holds at most 500 lines.
import { isBooleanFeatureType } from '@licensing/domain';
import { type Kysely, sql } from 'kysely';
import type { Id, Nested, Row, Values } from '../../crud/index.js';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';

const MAX_LINES = 500;

type LineTable = {
  table: 'product_edition_details' | 'edition_details' | 'product_license_features';
  /** The line's key and its edition's key columns. */
  key: string;
  parent: string;
  /** The REST field of the lines, named in messages. */
  field: string;
  /** The nested field names' extra columns (besides id, editionId, the feature's and quantity). */
  extra?: Record<string, string>;
  /** Lines must name features of the edition's product. */
  sameProduct?: boolean;
};

async function checkLines(trx: Kysely<Database>, lines: Values[], spec: LineTable, productId: unknown) {
  const refuse = (message: string) => badRequest(message, { [spec.field]: [message] });
  if (lines.length > MAX_LINES) throw refuse(`The ${spec.field} field must have at most ${MAX_LINES} lines.`);
  if (lines.length === 0) return;
  const features = await trx
    .selectFrom('features')
    .innerJoin('feature_data_types', 'feature_data_types.id', 'features.feature_data_type_id')
    .select(['features.id', 'features.label', 'features.product_id', 'feature_data_types.type'])
    .where(
      'features.id',
      'in',
      lines.map((line) => line.featureId as number),
    )
    // As for references: the features cannot be deleted before this write commits.
    .forKeyShare('features')
    .execute();
  for (const line of lines) {
    const feature = features.find((candidate) => candidate.id === line.featureId);
    if (!feature) throw refuse(`Feature ${line.featureId} not found.`);
    if (spec.sameProduct && feature.product_id !== productId) {
      throw refuse(`The feature '${feature.label}' belongs to another product.`);
    }
    if (isBooleanFeatureType(feature.type) && line.quantity !== 0 && line.quantity !== 1) {
      throw refuse(`The feature '${feature.label}' is a switch: its quantity must be 1 or 0.`);
    }
  }
}

export function featureLines(spec: LineTable): Nested {
  const extra = Object.entries(spec.extra ?? {}).map(([name, column]) => sql.ref(`d.${column}`).as(name));
  return {
    async load(db, ids) {
      const byParent = new Map<Id, Row[]>();
      if (ids.length === 0) return byParent;
      const rows = await db
        .selectFrom(`${spec.table} as d` as 'edition_details as d')
        .innerJoin('features as f', 'f.id', 'd.feature_id')
        .select([
          sql.ref(`d.${spec.key}`).as('id'),
          sql.ref(`d.${spec.parent}`).as('editionId'),
          'd.feature_id as featureId',
          'd.quantity',
          'f.name as featureName',
          'f.label as featureLabel',
          'f.feature_data_type_id as dataTypeId',
          'f.is_active as isFeatureActive',
          ...extra,
        ])
        .where(sql.ref(`d.${spec.parent}`), 'in', ids)
        .orderBy('f.label')
        .orderBy(sql.ref(`d.${spec.key}`))
        .execute();
      for (const row of rows as Row[]) {
        const parent = row.editionId as Id;
        byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
      }
      return byParent;
    },

    async save(trx, id, lines, values, created) {
      await checkLines(trx, lines, spec, values.productId);
      if (!created) await trx.deleteFrom(spec.table).where(sql.ref(spec.parent), '=', id).execute();
      if (lines.length === 0) return;
      await trx
        .insertInto(spec.table)
        .values(
          lines.map((line) => ({
            [spec.parent]: id,
            feature_id: line.featureId,
            quantity: line.quantity,
          })) as never,
        )
        .execute();
    },
  };
}
