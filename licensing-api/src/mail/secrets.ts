// Secrets in mail (a one-time password, an approve or decline link's token): a sender writes a slot
// where each goes and gives its value apart, so the stored mail shows it redacted, and only the
// sealed copy delivery opens holds it. A link whose address holds a secret keeps its text but loses
// its address, so a reader of the stored mail cannot follow it.
import { escapeHtml } from '@licensing/domain';
import sanitizeHtml from 'sanitize-html';
import { EMAIL_HTML_OPTIONS } from './sanitize.js';

export const REDACTED = '[redacted]';

/** Secret values by slot name (lowercase letters). */
export type MailSecrets = Readonly<Record<string, string>>;

/** Where the secret `name` goes in a mail's HTML, text or link address. */
export const secretSlot = (name: string): string => {
  if (!/^[a-z]+$/.test(name)) throw new Error(`A secret slot is named in lowercase letters, not '${name}'.`);
  return `{secret:${name}}`;
};

/** Sanitized HTML with every slot of `secrets` redacted. */
export function redactSecrets(html: string, secrets: MailSecrets): string {
  const slots = Object.keys(secrets).map(secretSlot);
  const holdsSecret = (text: string | undefined) => slots.some((slot) => text?.includes(slot));
  const unlinked = sanitizeHtml(html, {
    ...EMAIL_HTML_OPTIONS,
    transformTags: {
      a: (tagName, attribs) => {
        const { href, ...rest } = attribs;
        return { tagName, attribs: holdsSecret(href) ? rest : attribs };
      },
    },
  });
  return slots.reduce((text, slot) => text.replaceAll(slot, REDACTED), unlinked);
}

/**
 * Sanitized HTML with every slot filled with its value. A function gives the value: as a string,
 * replaceAll would read `$&`, `$'` and `$$` in it (a generated password holds them) as patterns.
 */
export const revealSecrets = (html: string, secrets: MailSecrets): string =>
  Object.entries(secrets).reduce(
    (text, [name, value]) => text.replaceAll(secretSlot(name), () => escapeHtml(value)),
    html,
  );
