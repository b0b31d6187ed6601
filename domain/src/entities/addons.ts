// Add-on (SPEC §3 Addon): the code rule and the add/edit rules; sorted by name (SPEC §9 'others').
import { boolean, object } from 'yup';
import { blankToUndefined, optionalId, price, requiredId, requiredText } from '../schema-fields.js';
import {
  defineEntity,
  productRef,
  readOnlyText,
  refTo,
  restRoutes,
  searchedText,
  serialKey,
} from './entity.js';

/** SPEC §3: an add-on's Code is its name with all whitespace removed ('Extra Seat' → 'ExtraSeat'). */
export function addonCode(name: string): string {
  return name.replace(/\s+/g, '');
}

/** A yes/no field: null takes the default, like a missing one. */
const flag = (label: string) =>
  boolean().transform(blankToUndefined).typeError(`${label} must be true or false`);

export const addonSchema = object({
  productId: requiredId('Product'),
  name: requiredText('Name', 200),
  /** The linked feature, or none. */
  featureId: optionalId('Feature'),
  isActive: flag('Active').default(true),
  // 0 when left empty (SPEC §3 defaults).
  price: price('Price').default(0),
  pricePerMonth: price('Price Per Month').default(0),
  priceCalcPerItem: flag('Price calculated per item').default(false),
});

export const addonEntity = defineEntity({
  name: 'Addon',
  fields: {
    id: serialKey('ID'),
    name: searchedText('Name', 'Name'),
    /** addonCode(name), never taken from the client. */
    code: readOnlyText('Code', 'Code'),
    productId: { ...productRef('Product', 'product.name'), sort: true },
    featureId: refTo('Feature', 'FeatureId', 'Feature', ['feature.label', 'feature.name'], {
      nullable: true,
    }),
    isActive: { rest: 'IsActive', type: 'boolean', label: 'Active', sort: true, filter: true },
    price: { rest: 'Price', type: 'decimal', label: 'Price', sort: true },
    pricePerMonth: { rest: 'PricePerMonth', type: 'decimal', label: 'Price Per Month', sort: true },
    priceCalcPerItem: {
      rest: 'PriceCalcPerItem',
      type: 'boolean',
      label: 'Price calculated per item',
      sort: true,
      filter: true,
    },
  },
  schema: addonSchema,
  routes: { ...restRoutes('Addon'), list: '/api/Addon/GetAllAddons' },
  notes: {
    create:
      'The code is the name without whitespace; active unless told otherwise; prices default to 0 and may not be negative.',
    update: 'The code follows the new name.',
  },
});
