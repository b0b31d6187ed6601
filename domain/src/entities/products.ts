// Product (SPEC §3): ProductID, ProductName, ProductVersion; sorted by name (SPEC §9).
import { object, string } from 'yup';
import { defineEntity, restRoutes, searchedText } from './entity.js';

/** Product add/edit (SPEC §5): Product Name and Version. */
export const productSchema = object({
  name: string().trim().required('Product Name').max(200, 'Product Name must be at most 200 characters'),
  version: string().trim().required('Version').max(50, 'Version must be at most 50 characters'),
});

export const productEntity = defineEntity({
  name: 'Product',
  fields: {
    id: { rest: 'ProductID', type: 'id', sort: true, filter: 'ids', readOnly: true },
    name: searchedText('ProductName', 'Product Name'),
    version: searchedText('ProductVersion', 'Version'),
  },
  schema: productSchema,
  routes: restRoutes('Products', 'Product'),
});
