// Yup building blocks shared by the domain schemas, so every form and route reads '' and null the
// same way and names the field in its messages.
import { array, number, object, string } from 'yup';
import { timeOf } from './catalog.js';
import { htmlHasText } from './html.js';
import { INT4_MAX } from './ids.js';
import { UNLIMITED_FEATURE_VALUE } from './license-file.js';

/** '' (an empty picker or number box) and null count as missing, so `required` names the field. */
export const blankToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

/** '' (an empty picker or date box) counts as none, for an optional field. */
const blankToNull = (value: unknown, original: unknown) => (original === '' ? null : value);

/** A reference to a serial id: anything but a whole number from 1 to INT4_MAX is not valid. */
const serialId = (label: string, blank: typeof blankToNull) =>
  number()
    .transform(blank)
    .typeError(`${label} is not valid`)
    .integer(`${label} is not valid`)
    .min(1, `${label} is not valid`)
    .max(INT4_MAX, `${label} is not valid`);

/** A required reference to a serial id (a picked product). */
export const requiredId = (label: string) => serialId(label, blankToUndefined).required(label);

/** An optional one: '' (an empty picker) and null are none. */
export const optionalId = (label: string) => serialId(label, blankToNull).nullable().default(null);

/** A required whole number from `min` to `max`; `below` is what a smaller one is told. */
export const wholeNumber = (
  label: string,
  min: number,
  max: number,
  below = `${label} must be ${min} or more`,
) =>
  number()
    .transform(blankToUndefined)
    .typeError(`${label} must be a number`)
    .required(label)
    .integer(`${label} must be a whole number`)
    .min(min, below)
    .max(max, `${label} is too large`);

/** A price: a number, never negative; callers add `.required(label)` or a default. */
export const price = (label: string) =>
  number()
    .transform(blankToUndefined)
    .typeError(`${label} must be a number`)
    .min(0, `${label} must be 0 or more`)
    .max(9_999_999_999.99, `${label} is too large`);

/** A required text, trimmed, with a length limit. */
export const requiredText = (label: string, max: number) =>
  string().trim().required(label).max(max, `${label} must be at most ${max} characters`);

/** Required rich HTML: markup alone (an emptied editor's '<p><br></p>') counts as missing. */
export const requiredHtml = (label: string, max: number) =>
  string()
    .required(label)
    .max(max, `${label} must be at most ${max} characters`)
    // Named 'required' so it is reported with the missing fields (SPEC §5).
    .test('required', label, (value) => value === undefined || htmlHasText(value));

/** A phone number as typed, its whitespace dropped (SPEC §5: user and customer forms). */
export const phoneText = () =>
  string().transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value));

/** An optional text: trimmed, and blank becomes null. */
export const optionalText = (label: string, max: number) =>
  string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value: string | null | undefined) => (value ? value : null));

/** An optional date: '' and null become null; anything else must be a date. */
export const optionalDate = (label: string) =>
  string()
    .transform(blankToNull)
    .nullable()
    .default(null)
    .test('date', `${label} must be a date`, (value) => value == null || timeOf(value) !== null);

/** An edition's feature lines: -1 (unlimited) or more, each feature once; booleans send 1 or 0. */
export const featureLines = () =>
  array(
    object({
      featureId: requiredId('Feature'),
      quantity: wholeNumber(
        'Quantity',
        UNLIMITED_FEATURE_VALUE,
        INT4_MAX,
        'Quantity must be -1 (unlimited) or more',
      ),
    }),
  )
    .default([])
    .test('unique', 'Each feature can be listed once', (items) => {
      const ids = (items ?? []).map((item) => item.featureId);
      return new Set(ids).size === ids.length;
    });

/** Letters, digits, '-', '_' and '.', not starting with '.': an order number names files and mails. */
const ORDER_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Six pairs of hex digits, separated by ':' or '-' (00:1A:2B:3C:4D:5E), or none (001A2B3C4D5E). */
const MAC_ADDRESS = /^[0-9A-Fa-f]{2}(?:([:-]?)[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4})$/;
/** A host name: letters, digits, '-', '_' and '.', not starting with '.' or '-'. */
const SERVER_NAME = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** A required order number (ORD-10198). */
export const orderNumberText = (label: string) =>
  requiredText(label, 50).matches(ORDER_NUMBER, `${label} may hold only letters, digits, '-', '_' and '.'`);

export const macAddressText = (label: string) =>
  optionalText(label, 17).matches(MAC_ADDRESS, {
    message: `${label} must be six pairs of hex digits, such as 00:1A:2B:3C:4D:5E`,
    excludeEmptyString: true,
  });

export const serverNameText = (label: string) =>
  optionalText(label, 253).matches(SERVER_NAME, {
    message: `${label} may hold only letters, digits, '-', '_' and '.'`,
    excludeEmptyString: true,
  });
