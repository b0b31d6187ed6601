// Products (SPEC §3): ProductID, ProductName, ProductVersion; a product in use cannot be deleted.
import { productEntity } from '@licensing/domain';
import { defineTable, type Reference } from '../../crud/index.js';

export const productsTable = defineTable({
  entity: productEntity,
  table: 'products',
  columns: { id: 'product_id', name: 'product_name', version: 'product_version' },
  usedBy: [
    { table: 'product_editions', column: 'product_id', label: 'product edition' },
    { table: 'features', column: 'product_id', label: 'feature' },
    { table: 'addons', column: 'product_id', label: 'add-on' },
    { table: 'release_packages', column: 'product_id', label: 'release package' },
    { table: 'email_templates', column: 'product_id', label: 'e-mail template' },
    { table: 'product_licenses', column: 'product_id', label: 'product license' },
    { table: 'licenses', column: 'product_id', label: 'license' },
    { table: 'customer_requests', column: 'product_id', label: 'order' },
    { table: 'request_trial_emails', column: 'product_id', label: 'trial request' },
  ],
});

/** The product a feature, edition, add-on or release package belongs to: it must exist. */
export const productReference: Reference = {
  field: 'productId',
  table: 'products',
  key: 'product_id',
  label: 'Product',
};
