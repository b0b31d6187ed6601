// Feature queries. A feature's code is unique within its product (case-insensitive): a clash is a
// 400 naming Name; a delete is refused while an edition line uses the feature.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { lockUnlessInUse, type Usage } from '../../lib/in-use.js';
import { requireReference } from '../../lib/references.js';
import { findPage, type ListRequest } from '../../lists/index.js';
import { type FeatureRow, featureList, type toFeatureRow } from './features.schemas.js';

/** What refers to a feature: a delete is refused (409) while any of these rows exist. */
export const featureUsages: Usage[] = [
  { table: 'product_edition_details', column: 'feature_id', label: 'product edition line' },
  { table: 'edition_details', column: 'feature_id', label: 'edition line' },
  { table: 'addons', column: 'feature_id', label: 'add-on' },
];

export const duplicateFeatureCode = 'A feature with this Feature Code already exists for the product.';

type FeatureWrite = ReturnType<typeof toFeatureRow>;

export function featuresRepository(db: Kysely<Database>) {
  const select = (from: Kysely<Database>) =>
    from
      .selectFrom('features')
      .innerJoin('products', 'products.product_id', 'features.product_id')
      .innerJoin('feature_data_types', 'feature_data_types.id', 'features.feature_data_type_id')
      .select([
        'features.id',
        'features.name',
        'features.label',
        'features.product_id',
        'products.product_name',
        'features.is_active',
        'features.feature_data_type_id',
        'feature_data_types.type as feature_data_type',
        'features.value',
      ]);

  /** References exist and the code is free within the product (the unique index backs this up). */
  async function checkWrite(trx: Kysely<Database>, values: FeatureWrite, exceptId?: number) {
    await requireReference(trx, {
      table: 'products',
      key: 'product_id',
      id: values.product_id,
      label: 'Product',
      field: 'ProductID',
    });
    await requireReference(trx, {
      table: 'feature_data_types',
      key: 'id',
      id: values.feature_data_type_id,
      label: 'Data Type',
      field: 'FeatureDataTypeID',
    });
    let clash = trx
      .selectFrom('features')
      .select('id')
      .where('product_id', '=', values.product_id)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', values.name.toLowerCase()));
    if (exceptId !== undefined) clash = clash.where('id', '<>', exceptId);
    if (await clash.executeTakeFirst())
      throw badRequest(duplicateFeatureCode, { Name: [duplicateFeatureCode] });
  }

  return {
    list(request: ListRequest) {
      return findPage(select(db), featureList, request);
    },

    findById(id: number): Promise<FeatureRow | undefined> {
      return select(db).where('features.id', '=', id).executeTakeFirst();
    },

    dataTypes() {
      return db.selectFrom('feature_data_types').selectAll().orderBy('type').execute();
    },

    create(values: FeatureWrite): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await checkWrite(trx, values);
        const row = await trx.insertInto('features').values(values).returning('id').executeTakeFirstOrThrow();
        return row.id;
      });
    },

    update(id: number, values: FeatureWrite): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('features')
          .select('id')
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!existing) return false;
        await checkWrite(trx, values, id);
        await trx.updateTable('features').set(values).where('id', '=', id).execute();
        return true;
      });
    },

    remove(id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const target = { table: 'features', key: 'id', id, label: 'feature' } as const;
        if (!(await lockUnlessInUse(trx, target, featureUsages))) return false;
        await trx.deleteFrom('features').where('id', '=', id).execute();
        return true;
      });
    },
  };
}
