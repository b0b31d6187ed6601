// Add-on (SPEC §3 Addon): the code rule and the add/edit rules; sorted by name (SPEC §9 'others').
import { boolean } from 'yup';
import { blankToUndefined, naming, optionalId, price, requiredId, requiredText } from '../schema-fields.js';
import { defineEntity, restRoutes } from './entity.js';
import { bool, decimal, productRef, readOnlyText, refTo, searchedText, serialKey } from './fields.js';

/** SPEC §3: an add-on's Code is its name with all whitespace removed ('Extra Seat' → 'ExtraSeat'). */
export function addonCode(name: string): string {
  return name.replace(/\s+/g, '');
}

/** A yes/no field: null takes the default, like a missing one. */
const flag = () =>
  boolean()
    .transform(blankToUndefined)
    .typeError(naming((label) => `${label} must be true or false`));

export const addonEntity = defineEntity({
  name: 'Addon',
  fields: {
    id: serialKey('ID'),
    productId: { ...productRef('Product', 'product.name'), sort: true, rule: requiredId() },
    name: { ...searchedText('Name', 'Name'), rule: requiredText(200) },
    /** addonCode(name), never taken from the client. */
    code: readOnlyText('Code', 'Code'),
    /** The linked feature, or none. */
    featureId: refTo('Feature', 'FeatureId', 'Feature', ['feature.label', 'feature.name'], {
      nullable: true,
      rule: optionalId(),
    }),
    isActive: bool('IsActive', 'Active', { sort: true, filter: true, rule: flag().default(true) }),
    // 0 when left empty (SPEC §3 defaults).
    price: decimal('Price', 'Price', { sort: true, rule: price().default(0) }),
    pricePerMonth: decimal('PricePerMonth', 'Price Per Month', { sort: true, rule: price().default(0) }),
    priceCalcPerItem: bool('PriceCalcPerItem', 'Price calculated per item', {
      sort: true,
      filter: true,
      rule: flag().default(false),
    }),
  },
  routes: { ...restRoutes('Addon'), list: '/api/Addon/GetAllAddons' },
  notes: {
    create:
      'The code is the name without whitespace; active unless told otherwise; prices default to 0 and may not be negative.',
    update: 'The code follows the new name.',
  },
});
