// Sign-in validation and the e-mail pattern (SPEC §5). Entity schemas live with their declarations
// (entities/); the web forms and licensing-api validate with the same ones.
import { type InferType, object, string } from 'yup';
import { messages } from './messages.js';
import { itsLabel, tooLong } from './schema-fields.js';

/** A standard e-mail address: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required e-mail address (SPEC §5): trimmed, at most 254 characters, of the standard pattern. */
export const requiredEmail = (invalid: string = messages.invalidEmail) =>
  string().trim().required(itsLabel).max(254, tooLong(254)).matches(EMAIL_PATTERN, invalid);

export const signInSchema = object({
  email: requiredEmail().label('Email'),
  password: string().required('Password'),
});

export type SignInValues = InferType<typeof signInSchema>;

/**
 * Splits yup errors into the names of missing required fields and other messages, so a form
 * can say 'Please fill in the following required fields: A, B' (SPEC §5). Required-field errors
 * carry the field's label as their message.
 */
export function isRequiredError(error: { type?: string }): boolean {
  return error.type === 'required' || error.type === 'optionality';
}
