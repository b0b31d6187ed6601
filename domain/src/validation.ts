// Yup schemas with the exact messages of SPEC §5. The web forms and licensing-api validate with
// the same schemas, so the client and the server cannot disagree.
import { object, string } from 'yup';
import { messages } from './messages.js';

/** A standard e-mail address: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const signInSchema = object({
  email: string().trim().required('Email').matches(EMAIL_PATTERN, messages.invalidEmail),
  password: string().required('Password'),
});

/** Product add/edit (SPEC §5): the labels are the names listed in the required-fields message. */
export const productSchema = object({
  name: string().trim().required('Product Name').max(200, 'Product Name must be at most 200 characters'),
  version: string().trim().required('Version').max(50, 'Version must be at most 50 characters'),
});

export type SignInValues = { email: string; password: string };
export type ProductValues = { name: string; version: string };

/**
 * Splits yup errors into the names of missing required fields and other messages, so a form
 * can say 'Please fill in the following required fields: A, B' (SPEC §5). Required-field errors
 * carry the field's label as their message.
 */
export function isRequiredError(error: { type?: string }): boolean {
  return error.type === 'required' || error.type === 'optionality';
}
