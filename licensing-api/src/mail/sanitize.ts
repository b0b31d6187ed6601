// Rich HTML of templates and mails (SPEC §3 EmailTemplate Content) as it may be stored and sent:
// the formatting the template editor makes (headings, bold, italic, underline, lists, links), and
// nothing that runs or restyles the reader's mail client: no script, event handlers, `javascript:`
// links or styles. Placeholders {0}–{4} are plain text and survive.
import sanitizeHtml from 'sanitize-html';

export const EMAIL_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: 'p br h1 h2 h3 h4 strong b em i u ul ol li a blockquote span div'.split(' '),
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, EMAIL_HTML_OPTIONS);
}
