// Add-ons (SPEC §3 Addon): the code rule and the add/edit rules shared by the web form and the
// REST API.
import { boolean, number, object, string } from 'yup';
import { requiredId } from './releasePackages.js';

/** SPEC §8: shown after an add-on is deleted. */
export const ADDON_DELETED = 'Addon deleted successfully';

/** SPEC §3: an add-on's Code is its name with all whitespace removed ('Extra Seat' → 'ExtraSeat'). */
export function addonCode(name: string): string {
  return name.replace(/\s+/g, '');
}

const blankToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

/** A price: 0 when left empty (SPEC §3 defaults), never negative. */
const price = (label: string) =>
  number()
    .transform(blankToUndefined)
    .typeError(`${label} must be a number`)
    .min(0, `${label} must be 0 or more`)
    .max(9_999_999_999.99, `${label} is too large`)
    .default(0);

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
  price: price('Price'),
  pricePerMonth: price('Price Per Month'),
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
