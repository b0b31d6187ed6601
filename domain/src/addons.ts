// Add-ons (SPEC §3 Addon): the code rule and the add/edit rules shared by the web form and the
// REST API.
import { boolean, number, object, string } from 'yup';
import { blankToUndefined, price, requiredId } from './schema-fields.js';

/** SPEC §3: an add-on's Code is its name with all whitespace removed ('Extra Seat' → 'ExtraSeat'). */
export function addonCode(name: string): string {
  return name.replace(/\s+/g, '');
}

/** A yes/no field: null takes the default, like a missing one. */
const flag = (label: string) =>
  boolean().transform(blankToUndefined).typeError(`${label} must be true or false`);

export const addonSchema = object({
  productId: requiredId('Product'),
  name: string().trim().required('Name').max(200, 'Name must be at most 200 characters'),
  /** The linked feature, or none. */
  featureId: number()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .typeError('Feature is not valid')
    .integer('Feature is not valid')
    .min(1, 'Feature is not valid')
    .max(2_147_483_647, 'Feature is not valid')
    .nullable()
    .default(null),
  isActive: flag('Active').default(true),
  // 0 when left empty (SPEC §3 defaults).
  price: price('Price').default(0),
  pricePerMonth: price('Price Per Month').default(0),
  priceCalcPerItem: flag('Price calculated per item').default(false),
});

export type AddonValues = {
  productId: number;
  name: string;
  featureId: number | null;
  isActive: boolean;
  price: number;
  pricePerMonth: number;
  priceCalcPerItem: boolean;
};
