// The feature lines of product editions (ProductEditionDetail), of the older editions
// (EditionDetail), of product licenses (ProductLicenseFeatures) and of older licenses (the
// ProductFeatures map, lines named by feature code): read for a page of parents in one query,
// replaced as a whole on write. Every line names an existing feature (of the parent's product,
// where it has one), a boolean feature holds 1 or 0, and a parent holds at most 500 lines.
import { featureQuantityText, isBooleanFeatureType } from '@licensing/domain';
import { type Kysely, sql } from 'kysely';
import type { Id, Nested, Row, Values } from '../../crud/index.js';
import type { Database } from '../../db/schema.js';
import { fieldError } from '../../lib/errors.js';

const MAX_LINES = 500;

export type LineTable = {
  table: 'product_edition_details' | 'edition_details' | 'product_license_features' | 'license_features';
  /** The line's key and its edition's key columns. */
  key: string;
  parent: string;
  /** The REST field of the lines, named in messages. */
  field: string;
  /** The nested field names' extra columns (besides id, editionId, the feature's and quantity). */
  extra?: Record<string, string>;
  /** Lines must name features of the edition's product. */
  sameProduct?: boolean;
  /** Lines name their feature by its code (featureName), which must be one of the product's. */
  byName?: boolean;
};

/** Lines named by feature code → lines of feature ids, the codes looked up among the product's features. */
async function linesByName(trx: Kysely<Database>, lines: Values[], spec: LineTable, productId: unknown) {
  if (lines.length === 0) return lines;
  // Codes are unique within a product whatever their case (features.table.ts), so match so too.
  const code = (name: unknown) => String(name).toLowerCase();
  const codes = lines.map((line) => code(line.featureName));
  const features = await trx
    .selectFrom('features')
    .select(['id', 'name'])
    .where('product_id', '=', productId as number)
    .where(sql`lower(name)`, 'in', codes)
    .execute();
  return lines.map((line) => {
    const feature = features.find((candidate) => code(candidate.name) === code(line.featureName));
    if (!feature) {
      throw fieldError(spec.field, `The product has no feature '${String(line.featureName)}'.`);
    }
    return { ...line, featureId: feature.id } as Values;
  });
}

async function checkLines(trx: Kysely<Database>, lines: Values[], spec: LineTable, productId: unknown) {
  const refuse = (message: string) => fieldError(spec.field, message);
  if (lines.length > MAX_LINES) throw refuse(`The ${spec.field} field must have at most ${MAX_LINES} lines.`);
  if (lines.length === 0) return;
  const ids = lines.map((line) => line.featureId as number);
  const features = await trx
    .selectFrom('features')
    .innerJoin('feature_data_types', 'feature_data_types.id', 'features.feature_data_type_id')
    .select(['features.id', 'features.label', 'features.product_id', 'feature_data_types.type'])
    .where('features.id', 'in', ids)
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
        .innerJoin('feature_data_types as ft', 'ft.id', 'f.feature_data_type_id')
        .select([
          sql.ref(`d.${spec.key}`).as('id'),
          sql.ref(`d.${spec.parent}`).as('editionId'),
          'd.feature_id as featureId',
          'd.quantity',
          'f.name as featureName',
          'f.label as featureLabel',
          'f.feature_data_type_id as dataTypeId',
          'ft.type as dataType',
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

    line: (row) =>
      `${row.featureName} ${featureQuantityText(Number(row.quantity), isBooleanFeatureType(row.dataType as string))}`,

    async save(trx, id, written, values, created) {
      const lines = spec.byName ? await linesByName(trx, written, spec, values.productId) : written;
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
