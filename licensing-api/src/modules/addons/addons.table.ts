// Add-ons (SPEC §3 Addon): Code is the name without whitespace, never taken from the client; a
// linked feature must belong to the add-on's product.
import { addonCode, addonEntity } from '@licensing/domain';
import { sql } from 'kysely';
import { defineTable } from '../../crud/index.js';
import { fieldError } from '../../lib/errors.js';
import { productReference } from '../products/products.table.js';

const FEATURE_OF_OTHER_PRODUCT = "The feature does not belong to the add-on's product.";
const FEATURE_NOT_FOUND = 'Feature not found.';

export const addonsTable = defineTable({
  entity: addonEntity,
  table: 'addons',
  references: [productReference],
  usedBy: [{ table: 'order_details', column: 'addon_id', label: 'order' }],
  compute: (values) => ({ code: addonCode(String(values.name)) }),
  // SPEC §7: GetAllAddons filters by ProductID.
  queryFilters: ['productId'],
  async check(trx, values) {
    if (values.featureId === null || values.featureId === undefined) return;
    const feature = await sql<{ product_id: number }>`select product_id from features
      where id = ${values.featureId} for key share`.execute(trx);
    const row = feature.rows[0];
    if (!row) throw fieldError('FeatureId', FEATURE_NOT_FOUND);
    if (row.product_id !== values.productId) {
      throw fieldError('FeatureId', FEATURE_OF_OTHER_PRODUCT);
    }
  },
});
