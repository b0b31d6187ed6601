// Settings (SPEC §3 Settings, §5): the address mail is sent from, and the administrators' addresses
// that hear of new trial requests. One row; only administrators change it.
import { object, string } from 'yup';
import { EMAIL_PATTERN } from './validation.js';

export const ADMIN_EMAILS_MESSAGE =
  'Double check your email format or semicolon (;) as separator in Admin Emails field';

/** 'a@x.com; b@y.com' → its addresses, or null when an item is empty or no address (SPEC §5). */
export function parseAdminEmails(text: string): string[] | null {
  const items = text.split(';').map((item) => item.trim());
  return items.every((item) => EMAIL_PATTERN.test(item)) ? items : null;
}

export const settingsSchema = object({
  emailFromAddress: string()
    .trim()
    .required('Email From Address')
    .matches(EMAIL_PATTERN, 'Email From Address is not a valid e-mail address'),
  adminEmails: string()
    .trim()
    .required('Admin Emails')
    .test('admin-emails', ADMIN_EMAILS_MESSAGE, (value) => !value || parseAdminEmails(value) !== null),
});

export type SettingsValues = { emailFromAddress: string; adminEmails: string };
