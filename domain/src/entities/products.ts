// Product (SPEC §3): ProductID, ProductName, ProductVersion; sorted by name (SPEC §9).
import { object } from 'yup';
import { requiredText } from '../schema-fields.js';
import { defineEntity, restRoutes, searchedText, serialKey } from './entity.js';

/** Product add/edit (SPEC §5): Product Name and Version. */
export const productSchema = object({
  name: requiredText('Product Name', 200),
  version: requiredText('Version', 50),
});

export const productEntity = defineEntity({
  name: 'Product',
  fields: {
    id: serialKey('ProductID'),
    name: searchedText('ProductName', 'Product Name'),
    version: searchedText('ProductVersion', 'Version'),
  },
  schema: productSchema,
  routes: restRoutes('Products', 'Product'),
});
