// Feature (SPEC §3): a product's feature code, label and data type; sorted by code (SPEC §9).
import { boolean, object } from 'yup';
import { requiredId, requiredText } from '../schema-fields.js';
import { defineEntity, productRef, readOnlyText, restRoutes, searchedText, text } from './entity.js';

/** Feature add/edit (SPEC §5: Product Name, Feature Code, Feature Label, Data Type). */
export const featureSchema = object({
  productId: requiredId('Product Name'),
  name: requiredText('Feature Code', 100),
  label: requiredText('Feature Label', 200),
  dataTypeId: requiredId('Data Type'),
  isActive: boolean().default(true),
});

export const featureEntity = defineEntity({
  name: 'Feature',
  fields: {
    /** The feature code, unique within its product. */
    name: searchedText('Name', 'Feature Code'),
    label: searchedText('Label', 'Feature Label'),
    productId: productRef('Product Name', 'productName'),
    productName: readOnlyText('ProductName', 'Product Name'),
    isActive: { rest: 'IsActive', type: 'boolean', label: 'Active', sort: true, filter: true },
    dataTypeId: { rest: 'FeatureDataTypeID', type: 'id', label: 'Data Type', filter: true },
    /** The data type's name, e.g. BOOLEAN. */
    dataType: text('FeatureDataType', 'Data Type', { sort: true, filter: true, readOnly: true }),
    value: { rest: 'Value', type: 'text', nullable: true, readOnly: true },
  },
  schema: featureSchema,
  routes: restRoutes('Features', 'Feature'),
  notes: { create: 'Feature codes are unique per product.' },
});
