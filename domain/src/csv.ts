// CSV as the product writes it, for every download: RFC 4180 (CRLF lines, fields quoted when they
// hold a quote, comma, CR or LF), UTF-8 with a byte-order mark so spreadsheets read accents right,
// and text that a spreadsheet would run as a formula ('=cmd|…', '+', '-', '@', tab, CR first)
// neutralized with a leading apostrophe (OWASP CSV injection). Numbers stay numbers.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: the byte-order mark, then one CRLF-ended line per row. */
export const csvDocument = (rows: readonly (readonly (string | number | null | undefined)[])[]): string =>
  `\uFEFF${rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')}`;
