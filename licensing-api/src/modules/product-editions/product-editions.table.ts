// Product editions (SPEC §3 ProductEdition): a priced feature set of a product, with its
// ProductEditionDetail lines; IsActive is derived from the dates (domain isEditionActive).
import { isEditionActive, productEditionEntity } from '@licensing/domain';
import { defineTable, type Row } from '../../crud/index.js';
import { productReference } from '../products/products.table.js';
import { featureLines } from './feature-lines.js';

/** SPEC §3: active from ActiveDate (or always) until InActiveDate (or forever). */
export const activeByDates = {
  derived: ['isActive'],
  derive: (row: Row, now: Date) => ({
    isActive: isEditionActive(
      { activeDate: row.activeDate as Date | null, inactiveDate: row.inactiveDate as Date | null },
      now,
    ),
  }),
};

export const productEditionsTable = defineTable({
  entity: productEditionEntity,
  table: 'product_editions',
  columns: {
    id: 'product_edition_id',
    productName: 'products.product_name',
    name: 'product_edition_name',
    code: 'product_edition_code',
  },
  joins: (query) => query.innerJoin('products', 'products.product_id', 'product_editions.product_id'),
  references: [productReference],
  usedBy: [{ table: 'product_licenses', column: 'product_edition_id', label: 'product license' }],
  nested: {
    lines: featureLines({
      table: 'product_edition_details',
      key: 'products_edition_detail_id',
      parent: 'product_edition_id',
      field: 'ProductEditionDetail',
      extra: { description: 'description' },
      sameProduct: true,
    }),
  },
  ...activeByDates,
});
