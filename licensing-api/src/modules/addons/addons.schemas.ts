// Add-ons: the REST shapes (SPEC §3 field names), the row mapping (Code is generated from the
// name, never taken from the client), the domain validation's field names and the list definition.
import { type AddonValues, addonCode } from '@licensing/domain';
import type { Selectable } from 'kysely';
import { Type } from 'typebox';
import type { AddonsTable, Database } from '../../db/schema.js';
import { Maybe, SerialId } from '../../lib/schemas.js';
import { defineList } from '../../lists/index.js';

export const Addon = Type.Object({
  ID: Type.Integer(),
  Name: Type.String(),
  Code: Type.String(),
  ProductID: Type.Integer(),
  FeatureId: Type.Union([Type.Integer(), Type.Null()]),
  IsActive: Type.Boolean(),
  Price: Type.Number(),
  PricePerMonth: Type.Number(),
  PriceCalcPerItem: Type.Boolean(),
});

/** A number, numeric text or null. Null first: Ajv's type coercion would turn null into 0 for a number branch. */
/**
 * Left to the domain schema, not Ajv: Ajv's type coercion would turn false or 0 into null (or null
 * into 0) inside a union, losing the difference between "false" and "use the default".
 */
const Loose = (description: string) => Type.Optional(Type.Unknown({ description }));

/**
 * Fields are optional here so that the domain schema answers SPEC §5's required-fields message and
 * applies SPEC §3's defaults. A Code sent by the client is ignored: it is derived from Name.
 */
export const AddonInput = Type.Object({
  ProductID: Loose('The product id; required.'),
  Name: Maybe(Type.String()),
  Code: Maybe(Type.String()),
  FeatureId: Loose('The linked feature id of the same product, or null for none.'),
  IsActive: Loose('true or false; true when absent or null.'),
  Price: Loose('A number of 0 or more; 0 when absent or null.'),
  PricePerMonth: Loose('A number of 0 or more; 0 when absent or null.'),
  PriceCalcPerItem: Loose('true or false; false when absent or null.'),
});

export const AddonUpdate = Type.Object({ ID: SerialId(), ...AddonInput.properties });

/** GetAllAddons also takes the product as its own parameter (SPEC §7: 'filters by ProductID'). */
export const AddonListQuerystring = Type.Object({
  ProductID: Type.Optional(SerialId('Only the add-ons of this product.')),
});

/** Domain schema key → REST field name (validateInput). */
export const addonFields = {
  productId: 'ProductID',
  name: 'Name',
  featureId: 'FeatureId',
  isActive: 'IsActive',
  price: 'Price',
  pricePerMonth: 'PricePerMonth',
  priceCalcPerItem: 'PriceCalcPerItem',
} as const satisfies Record<keyof AddonValues, string>;

export const toAddon = (row: Selectable<AddonsTable>) => ({
  ID: row.id,
  Name: row.name,
  Code: row.code,
  ProductID: row.product_id,
  FeatureId: row.feature_id,
  IsActive: row.is_active,
  Price: Number(row.price),
  PricePerMonth: Number(row.price_per_month),
  PriceCalcPerItem: row.price_calc_per_item,
});

export const toAddonRow = (values: AddonValues) => ({
  name: values.name,
  code: addonCode(values.name),
  product_id: values.productId,
  feature_id: values.featureId ?? null,
  is_active: values.isActive,
  price: values.price,
  price_per_month: values.pricePerMonth,
  price_calc_per_item: values.priceCalcPerItem,
});

export type AddonRow = ReturnType<typeof toAddonRow>;

export const addonList = defineList<Database, 'addons'>({
  fields: {
    ID: { column: 'addons.id', type: 'integer' },
    Name: { column: 'addons.name', type: 'text' },
    Code: { column: 'addons.code', type: 'text' },
    ProductID: { column: 'addons.product_id', type: 'integer' },
    FeatureId: { column: 'addons.feature_id', type: 'integer' },
    IsActive: { column: 'addons.is_active', type: 'boolean' },
    // Numeric columns: they sort by value, and are not in filterBy.
    Price: { column: 'addons.price', type: 'integer' },
    PricePerMonth: { column: 'addons.price_per_month', type: 'integer' },
    PriceCalcPerItem: { column: 'addons.price_calc_per_item', type: 'boolean' },
  },
  sortBy: ['ID', 'Name', 'Code', 'ProductID', 'IsActive', 'Price', 'PricePerMonth', 'PriceCalcPerItem'],
  filterBy: ['ID', 'Name', 'Code', 'ProductID', 'FeatureId', 'IsActive', 'PriceCalcPerItem'],
  filterByIds: ['ID', 'ProductID', 'FeatureId'],
  searchIn: ['Name', 'Code'],
  // SPEC §9: 'others by Name asc'.
  defaultSort: [{ FieldName: 'Name', Type: 'asc' }],
  tiebreaker: 'ID',
});
