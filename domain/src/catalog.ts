// Features, product editions and the older editions (SPEC §3, §4, §5): the derived IsActive, the
// trial-edition rule and the add/edit schemas shared by the web forms and the REST API.
import { array, boolean, number, object, string } from 'yup';
import { DEFAULT_DISPLAY_ORDER } from './constants.js';
import { blankToUndefined, price, requiredId } from './schema-fields.js';

/** The feature data type whose values are switches, travelling as 1 or 0 (SPEC §3). */
export const BOOLEAN_FEATURE_TYPE = 'BOOLEAN';

/** -1, the special quantity of an edition line: unlimited. */
export const UNLIMITED_QUANTITY = -1;

/** The license plans (SPEC §3) and license types, by name. */
export const LICENSE_PLAN_NAMES = { monthly: 'Monthly', annually: 'Annually' } as const;
export const LICENSE_TYPE_NAMES = { trial: 'Trial', standard: 'Standard' } as const;

const time = (value: string | Date | null | undefined): number | null => {
  if (value == null || value === '') return null;
  const ms = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(ms) ? null : ms;
};

/**
 * SPEC §3: an edition is active when its ActiveDate is not after now and its InActiveDate is empty
 * or in the future. No ActiveDate reads as 'not after now'.
 */
export function isEditionActive(
  edition: { activeDate?: string | Date | null; inactiveDate?: string | Date | null },
  now: Date = new Date(),
): boolean {
  const active = time(edition.activeDate);
  const inactive = time(edition.inactiveDate);
  return (active === null || active <= now.getTime()) && (inactive === null || inactive > now.getTime());
}

/** SPEC §4: an edition whose code contains 'trial' (any case) is a trial edition. */
export function isTrialEditionCode(code: string | null | undefined): boolean {
  return (code ?? '').toLowerCase().includes('trial');
}

/** Whether a feature data type's values are switches (1 or 0). */
export function isBooleanFeatureType(type: string | null | undefined): boolean {
  return (type ?? '').toUpperCase() === BOOLEAN_FEATURE_TYPE;
}

/** An optional date: '' and null become null; anything else must be a date. */
const optionalDate = (label: string) =>
  string()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .nullable()
    .default(null)
    .test('date', `${label} must be a date`, (value) => value == null || time(value) !== null);

const text = (label: string, max: number) =>
  string().trim().required(label).max(max, `${label} must be at most ${max} characters`);

/** One feature line of an edition: -1 (unlimited) or more; boolean features send 1 or 0. */
const line = object({
  featureId: requiredId('Feature'),
  quantity: number()
    .transform(blankToUndefined)
    .typeError('Quantity must be a number')
    .required('Quantity')
    .integer('Quantity must be a whole number')
    .min(UNLIMITED_QUANTITY, 'Quantity must be -1 (unlimited) or more')
    .max(2_147_483_647, 'Quantity is too large'),
});

const lines = array(line)
  .default([])
  .test('unique', 'Each feature can be listed once', (items) => {
    const ids = (items ?? []).map((item) => item.featureId);
    return new Set(ids).size === ids.length;
  });

/** Feature add/edit (SPEC §5: Product Name, Feature Code, Feature Label, Data Type). */
export const featureSchema = object({
  productId: requiredId('Product Name'),
  name: text('Feature Code', 100),
  label: text('Feature Label', 200),
  dataTypeId: requiredId('Data Type'),
  isActive: boolean().default(true),
});

export type FeatureValues = {
  productId: number;
  name: string;
  label: string;
  dataTypeId: number;
  isActive: boolean;
};

const productEditionFields = (productLabel: string) => ({
  productId: requiredId(productLabel),
  name: text('Edition Name', 200),
  code: text('Edition Code', 100),
  // Required: 0 is allowed, only empty fails (SPEC §5).
  price: price('Price Per Year').required('Price Per Year'),
  pricePerMonth: price('Price Per Month').required('Price Per Month'),
  displayOrder: number()
    .transform(blankToUndefined)
    .typeError('Display Order must be a number')
    .integer('Display Order must be a whole number')
    .min(0, 'Display Order must be 0 or more')
    .max(1_000_000, 'Display Order is too large')
    .default(DEFAULT_DISPLAY_ORDER),
  activeDate: optionalDate('Active Date'),
  inactiveDate: optionalDate('Inactive Date'),
  lines,
});

/** Product edition add (SPEC §5: Product, Edition Name, Edition Code, Price Per Year, Price Per Month). */
export const productEditionSchema = object(productEditionFields('Product'));
/** Product edition edit: the same, with 'Product Name' as the first label. */
export const productEditionEditSchema = object(productEditionFields('Product Name'));

export type EditionLineValues = { featureId: number; quantity: number };

export type ProductEditionValues = {
  productId: number;
  name: string;
  code: string;
  price: number;
  pricePerMonth: number;
  displayOrder: number;
  activeDate: string | null;
  inactiveDate: string | null;
  lines: EditionLineValues[];
};

/** The older Edition (SPEC §3): Name, Code, dates and feature lines. */
export const editionSchema = object({
  name: text('Edition Name', 200),
  code: text('Edition Code', 100),
  activeDate: optionalDate('Active Date'),
  inactiveDate: optionalDate('Inactive Date'),
  lines,
});

export type EditionValues = {
  name: string;
  code: string;
  activeDate: string | null;
  inactiveDate: string | null;
  lines: EditionLineValues[];
};

/** License type add/edit: its name ('Trial', 'Standard'). */
export const licenseTypeSchema = object({ typeName: text('Type Name', 100) });

export type LicenseTypeValues = { typeName: string };
