// Feature (SPEC §3): a product's feature code, label and data type; sorted by code (SPEC §9).
import { boolean } from 'yup';
import { requiredId, requiredText } from '../schema-fields.js';
import { defineEntity, restRoutes } from './entity.js';
import { bool, productRef, readOnlyText, reference, searchedText, text } from './fields.js';

export const featureEntity = defineEntity({
  name: 'Feature',
  fields: {
    // SPEC §5: Product Name, Feature Code, Feature Label and Data Type are required.
    productId: { ...productRef('Product Name', 'productName'), rule: requiredId() },
    productName: readOnlyText('ProductName', 'Product Name'),
    /** The feature code, unique within its product. */
    name: { ...searchedText('Name', 'Feature Code'), rule: requiredText(100) },
    label: { ...searchedText('Label', 'Feature Label'), rule: requiredText(200) },
    dataTypeId: reference('FeatureDataTypeID', 'Data Type', { filter: true, rule: requiredId() }),
    isActive: bool('IsActive', 'Active', { sort: true, filter: true, rule: boolean().default(true) }),
    /** The data type's name, e.g. BOOLEAN. */
    dataType: text('FeatureDataType', 'Data Type', { sort: true, filter: true, readOnly: true }),
    value: { rest: 'Value', type: 'text', nullable: true, readOnly: true },
  },
  routes: restRoutes('Features', 'Feature'),
  notes: { create: 'Feature codes are unique per product.' },
});
