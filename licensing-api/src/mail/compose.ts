// Mails made from a template's subject and content (SPEC §3 EmailTemplate): the placeholders are
// filled for one customer, and for a release when there is one; a preview and a sent mail are made
// the same way.
import { fillContent, fillSubject, newUpdateSubject, type PlaceholderValues } from '@licensing/domain';
import { sanitizeEmailHtml } from './sanitize.js';

export type MailCustomer = { first_name: string; last_name: string; email: string };
export type MailRelease = { url: string | null; description: string | null; version: string };
export type ComposedMail = { subject: string; html: string };

export const customerName = (customer: MailCustomer): string =>
  `${customer.first_name} ${customer.last_name}`.trim();

/**
 * {0} the customer's name; with a release, {1} its URL, {2} its description, {3} its version
 * (domain's NEW_UPDATE_PLACEHOLDERS).
 * Without one (a preview), {1}–{4} stay as written: they are filled when a mail is sent.
 */
function placeholderValues(customer: MailCustomer, release: MailRelease | null): PlaceholderValues {
  if (!release) return [customerName(customer), '{1}', '{2}', '{3}', '{4}'];
  return [customerName(customer), release.url ?? '', release.description ?? '', release.version, ''];
}

/** A template's mail for one customer; a release's new-update mail (SPEC §5 subject) when given one. */
export function composeMail(
  template: { subject: string; content: string },
  customer: MailCustomer,
  release: MailRelease | null,
): ComposedMail {
  const values = placeholderValues(customer, release);
  const subject = fillSubject(template.subject, values);
  return {
    subject: release ? newUpdateSubject(subject, release.version) : subject,
    html: sanitizeEmailHtml(fillContent(template.content, values)),
  };
}
