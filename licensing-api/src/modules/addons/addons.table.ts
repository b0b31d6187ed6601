// Add-ons (SPEC §3 Addon): Code is the name without whitespace, never taken from the client; a
// linked feature must exist and belong to the add-on's product.
import { addonCode, addonEntity } from '@licensing/domain';
import { defineTable } from '../../crud/index.js';
import { fieldError } from '../../lib/errors.js';
import { productReference } from '../products/products.table.js';

const FEATURE_OF_OTHER_PRODUCT = "The feature does not belong to the add-on's product.";

export const addonsTable = defineTable({
  entity: addonEntity,
  table: 'addons',
  references: [productReference, { field: 'featureId', table: 'features', key: 'id', label: 'Feature' }],
  usedBy: [{ table: 'order_details', column: 'addon_id', label: 'order' }],
  compute: (values) => ({ code: addonCode(String(values.name)) }),
  // SPEC §7: GetAllAddons filters by ProductID.
  queryFilters: ['productId'],
  async check(trx, values) {
    if (values.featureId === null || values.featureId === undefined) return;
    // The reference check has found the feature, and locked it.
    const feature = await trx
      .selectFrom('features')
      .select('product_id')
      .where('id', '=', values.featureId as number)
      .executeTakeFirstOrThrow();
    if (feature.product_id !== values.productId) throw fieldError('FeatureId', FEATURE_OF_OTHER_PRODUCT);
  },
});
