// Mails made from a template's subject and content (SPEC §3 EmailTemplate): the placeholders are
// filled for one customer, and for a release or a license; a preview and a sent mail are made the
// same way.
import {
  fillContent,
  fillSubject,
  newUpdateSubject,
  type PlaceholderValues,
  personName,
} from '@licensing/domain';
import { sanitizeEmailHtml } from './sanitize.js';

export type MailCustomer = { first_name: string; last_name: string; email: string };
export type MailRelease = { url: string | null; description: string | null; version: string };
export type ComposedMail = { subject: string; html: string };

const customerName = (customer: MailCustomer): string => personName(customer.first_name, customer.last_name);

/**
 * {0} the customer's name; with a release, {1} its URL, {2} its description, {3} its version
 * (domain's NEW_UPDATE_PLACEHOLDERS); {4}, the order number, has no value in an update mail.
 * Without a release (a preview), {1}–{3} stay as written: they are filled when a mail is sent.
 */
function placeholderValues(customer: MailCustomer, release: MailRelease | null): PlaceholderValues {
  if (!release) return [customerName(customer), '{1}', '{2}', '{3}', ''];
  return [customerName(customer), release.url ?? '', release.description ?? '', release.version, ''];
}

/** A subject and content with their placeholders filled, the content sanitized. */
export function fillMail(
  template: { subject: string; content: string },
  values: PlaceholderValues,
): ComposedMail {
  return {
    subject: fillSubject(template.subject, values),
    html: sanitizeEmailHtml(fillContent(template.content, values)),
  };
}

/** A template's mail for one customer; a release's new-update mail (SPEC §5 subject) when given one. */
export function composeMail(
  template: { subject: string; content: string },
  customer: MailCustomer,
  release: MailRelease | null,
): ComposedMail {
  const mail = fillMail(template, placeholderValues(customer, release));
  return release ? { ...mail, subject: newUpdateSubject(mail.subject, release.version) } : mail;
}

export type MailLicense = {
  orderNumber: string;
  description: string;
  activationCode: string | null;
  releaseUrl: string | null;
};

/**
 * A license e-mail's placeholders (SPEC §3): {0} the customer's name, {1} the product's latest
 * release URL, {2} what was bought, {3} the activation code, {4} the order number.
 */
export const licenseValues = (customer: MailCustomer, license: MailLicense): PlaceholderValues => [
  customerName(customer),
  license.releaseUrl ?? '',
  license.description,
  license.activationCode ?? '',
  license.orderNumber,
];
