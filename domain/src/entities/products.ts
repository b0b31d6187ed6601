// Product (SPEC §3): ProductID, ProductName, ProductVersion; sorted by name (SPEC §9).
import { requiredText } from '../schema-fields.js';
import { defineEntity, restRoutes } from './entity.js';
import { searchedText, serialKey } from './fields.js';

export const productEntity = defineEntity({
  name: 'Product',
  fields: {
    id: serialKey('ProductID'),
    // SPEC §5: Product Name and Version are required.
    name: { ...searchedText('ProductName', 'Product Name'), rule: requiredText(200) },
    version: { ...searchedText('ProductVersion', 'Version'), rule: requiredText(50) },
  },
  routes: restRoutes('Products', 'Product'),
});
