// Yup building blocks shared by the domain schemas, so every form and route reads '' and null the
// same way. Their messages name the field by its label: an entity's field gives it (defineEntity),
// any other schema says `.label('…')`.
import { array, type Message, number, object, string } from 'yup';
import { timeOf } from './catalog.js';
import { htmlHasText } from './html.js';
import { INT4_MAX } from './ids.js';
import { UNLIMITED_FEATURE_VALUE } from './license-file.js';

/** A message about a field, made of its label (yup passes a labelled schema's label as `path`). */
export const naming =
  (text: (label: string) => string) =>
  ({ path }: { path: string }) =>
    text(path);

/** A required field's message is its label alone, so forms can list the missing ones (SPEC §5). */
export const itsLabel = naming((label) => label);

export const tooLong = (max: number) => naming((label) => `${label} must be at most ${max} characters`);

/** '' (an empty picker or number box) and null count as missing, so `required` names the field. */
export const blankToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

/** '' (an empty picker or date box) counts as none, for an optional field. */
const blankToNull = (value: unknown, original: unknown) => (original === '' ? null : value);

/** An empty text counts as none. */
export const emptyToNull = (value: string | null | undefined) => (value ? value : null);

/** A reference to a serial id: anything but a whole number from 1 to INT4_MAX is not valid. */
const serialId = (blank: typeof blankToNull) => {
  const invalid = naming((label) => `${label} is not valid`);
  return number().transform(blank).typeError(invalid).integer(invalid).min(1, invalid).max(INT4_MAX, invalid);
};

/** A required reference to a serial id (a picked product). */
export const requiredId = () => serialId(blankToUndefined).required(itsLabel);

/** An optional one: '' (an empty picker) and null are none. */
export const optionalId = () => serialId(blankToNull).nullable().default(null);

/** A required whole number from `min` to `max`; `below` is what a smaller one is told. */
export const wholeNumber = (
  min: number,
  max: number,
  below: Message = naming((label) => `${label} must be ${min} or more`),
) =>
  number()
    .transform(blankToUndefined)
    .typeError(naming((label) => `${label} must be a number`))
    .required(itsLabel)
    .integer(naming((label) => `${label} must be a whole number`))
    .min(min, below)
    .max(
      max,
      naming((label) => `${label} is too large`),
    );

/** A price: a number, never negative; callers add `.required(itsLabel)` or a default. */
export const price = () =>
  number()
    .transform(blankToUndefined)
    .typeError(naming((label) => `${label} must be a number`))
    .min(
      0,
      naming((label) => `${label} must be 0 or more`),
    )
    .max(
      9_999_999_999.99,
      naming((label) => `${label} is too large`),
    );

/** A required text, trimmed, with a length limit. */
export const requiredText = (max: number) => string().trim().required(itsLabel).max(max, tooLong(max));

/** Required rich HTML: markup alone (an emptied editor's '<p><br></p>') counts as missing. */
export const requiredHtml = (max: number) =>
  string()
    .required(itsLabel)
    .max(max, tooLong(max))
    // Named 'required' so it is reported with the missing fields (SPEC §5).
    .test('required', itsLabel, (value) => value === undefined || htmlHasText(value));

/** A phone number as typed, its whitespace dropped (SPEC §5: user and customer forms). */
export const phoneText = () =>
  string().transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value));

/** An optional text, trimmed, with a length limit; `null` allowed. */
export const nullableText = (max: number) => string().trim().max(max, tooLong(max)).nullable();

/** An optional text: trimmed, and blank becomes null. */
export const optionalText = (max: number) => nullableText(max).transform(emptyToNull);

const mustBeDate = naming((label) => `${label} must be a date`);

/** A required date (any string timeOf reads). */
export const requiredDate = () =>
  string()
    .required(itsLabel)
    .test('date', mustBeDate, (value) => timeOf(value) !== null);

/** An optional date: '' and null become null; anything else must be a date. */
export const optionalDate = () =>
  string()
    .transform(blankToNull)
    .nullable()
    .default(null)
    .test('date', mustBeDate, (value) => value == null || timeOf(value) !== null);

/** An edition's feature lines: -1 (unlimited) or more, each feature once; booleans send 1 or 0. */
export const featureLines = () =>
  array(
    object({
      featureId: requiredId().label('Feature'),
      quantity: wholeNumber(
        UNLIMITED_FEATURE_VALUE,
        INT4_MAX,
        'Quantity must be -1 (unlimited) or more',
      ).label('Quantity'),
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

const lettersDigitsAndMarks = naming((label) => `${label} may hold only letters, digits, '-', '_' and '.'`);

/** A required order number (ORD-10198). */
export const orderNumberText = () => requiredText(50).matches(ORDER_NUMBER, lettersDigitsAndMarks);

export const macAddressText = () =>
  optionalText(17).matches(MAC_ADDRESS, {
    message: naming((label) => `${label} must be six pairs of hex digits, such as 00:1A:2B:3C:4D:5E`),
    excludeEmptyString: true,
  });

export const serverNameText = () =>
  optionalText(253).matches(SERVER_NAME, { message: lettersDigitsAndMarks, excludeEmptyString: true });
