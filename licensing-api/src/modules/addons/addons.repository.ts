// Add-on queries. Writes check, inside their transaction, that the product exists and that a
// linked feature exists and belongs to that product; they answer whether a row was touched.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { requireReference } from '../../lib/references.js';
import { findPage, type ListRequest } from '../../lists/index.js';
import { type AddonRow, addonList } from './addons.schemas.js';

export const FEATURE_OF_OTHER_PRODUCT = "The feature does not belong to the add-on's product.";

async function checkReferences(trx: Kysely<Database>, values: AddonRow): Promise<void> {
  await requireReference(trx, {
    table: 'products',
    key: 'product_id',
    id: values.product_id,
    label: 'Product',
    field: 'ProductID',
  });
  if (values.feature_id === null) return;
  const feature = await sql<{ product_id: number }>`select product_id from features
    where id = ${values.feature_id} for key share`.execute(trx);
  const row = feature.rows[0];
  if (!row) throw badRequest('Feature not found.', { FeatureId: ['Feature not found.'] });
  if (row.product_id !== values.product_id) {
    throw badRequest(FEATURE_OF_OTHER_PRODUCT, { FeatureId: [FEATURE_OF_OTHER_PRODUCT] });
  }
}

export function addonsRepository(db: Kysely<Database>) {
  return {
    list(request: ListRequest) {
      return findPage(db.selectFrom('addons').selectAll('addons'), addonList, request);
    },

    findById(id: number) {
      return db.selectFrom('addons').selectAll().where('id', '=', id).executeTakeFirst();
    },

    create(values: AddonRow): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await checkReferences(trx, values);
        const row = await trx.insertInto('addons').values(values).returning('id').executeTakeFirstOrThrow();
        return row.id;
      });
    },

    update(id: number, values: AddonRow): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await checkReferences(trx, values);
        const result = await trx.updateTable('addons').set(values).where('id', '=', id).executeTakeFirst();
        return result.numUpdatedRows > 0n;
      });
    },

    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('addons').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
