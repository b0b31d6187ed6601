// Features (SPEC §3): a product's feature code, unique within the product whatever its case, with
// its data type; a feature on an edition line or an add-on cannot be deleted.
import { featureEntity } from '@licensing/domain';
import { defineTable } from '../../crud/index.js';
import { productReference } from '../products/products.table.js';

export const featuresTable = defineTable({
  entity: featureEntity,
  table: 'features',
  columns: {
    productName: 'products.product_name',
    dataTypeId: 'feature_data_type_id',
    dataType: 'feature_data_types.type',
  },
  joins: (query) =>
    query
      .innerJoin('products', 'products.product_id', 'features.product_id')
      .innerJoin('feature_data_types', 'feature_data_types.id', 'features.feature_data_type_id'),
  references: [
    productReference,
    { field: 'dataTypeId', table: 'feature_data_types', key: 'id', label: 'Data Type' },
  ],
  unique: [
    {
      field: 'name',
      within: 'productId',
      message: 'A feature with this Feature Code already exists for the product.',
    },
  ],
  usedBy: [
    { table: 'product_edition_details', column: 'feature_id', label: 'product edition line' },
    { table: 'edition_details', column: 'feature_id', label: 'edition line' },
    { table: 'addons', column: 'feature_id', label: 'add-on' },
    { table: 'product_license_features', column: 'feature_id', label: 'product license' },
    { table: 'license_features', column: 'feature_id', label: 'license' },
  ],
});
