// Yup building blocks shared by the domain schemas, so every form and route reads '' and null the
// same way and names the field in its messages.
import { number } from 'yup';

/** '' (an empty picker or number box) and null count as missing, so `required` names the field. */
export const blankToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null ? undefined : value;

/** A required reference to a serial id (a picked product). */
export const requiredId = (label: string) =>
  number()
    .transform(blankToUndefined)
    .typeError(`${label} is not valid`)
    .required(label)
    .integer(`${label} is not valid`)
    .min(1, `${label} is not valid`)
    .max(2_147_483_647, `${label} is not valid`);

/** A price: a number, never negative; callers add `.required(label)` or a default. */
export const price = (label: string) =>
  number()
    .transform(blankToUndefined)
    .typeError(`${label} must be a number`)
    .min(0, `${label} must be 0 or more`)
    .max(9_999_999_999.99, `${label} is too large`);
