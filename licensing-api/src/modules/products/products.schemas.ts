// Products: the REST shapes (SPEC §3 field names), the row mapping, the domain validation's field
// names and the list definition. The template for every entity: copy this folder.
import { defaultSorts, type ProductValues } from '@licensing/domain';
import { Type } from 'typebox';
import type { Database, Product as ProductRow } from '../../db/schema.js';
import { Maybe, SerialId } from '../../lib/schemas.js';
import { defineList } from '../../lists/index.js';

export const Product = Type.Object({
  ProductID: Type.Integer(),
  ProductName: Type.String(),
  ProductVersion: Type.String(),
});

/** Fields are optional here so that the domain schema answers SPEC §5's required-fields message. */
export const ProductInput = Type.Object({
  ProductName: Maybe(Type.String()),
  ProductVersion: Maybe(Type.String()),
});

export const ProductUpdate = Type.Object({ ProductID: SerialId(), ...ProductInput.properties });

/** Domain schema key → REST field name (validateInput). */
export const productFields = { name: 'ProductName', version: 'ProductVersion' } as const satisfies Record<
  keyof ProductValues,
  string
>;

export const toProduct = (row: ProductRow) => ({
  ProductID: row.product_id,
  ProductName: row.product_name,
  ProductVersion: row.product_version,
});

export const toProductRow = (values: ProductValues) => ({
  product_name: values.name,
  product_version: values.version,
});

export const productList = defineList<Database, 'products'>({
  fields: {
    ProductID: { column: 'products.product_id', type: 'integer' },
    ProductName: { column: 'products.product_name', type: 'text' },
    ProductVersion: { column: 'products.product_version', type: 'text' },
  },
  sortBy: ['ProductID', 'ProductName', 'ProductVersion'],
  filterBy: ['ProductID', 'ProductName', 'ProductVersion'],
  filterByIds: ['ProductID'],
  searchIn: ['ProductName', 'ProductVersion'],
  defaultSort: defaultSorts.products,
  tiebreaker: 'ProductID',
});
