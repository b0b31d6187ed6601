// Display filters of SPEC §2 for contact data: phone as (xxx) xxx-xxxx, zip as 5+4.

/**
 * A 10-digit phone number (separators ignored) as (xxx) xxx-xxxx; anything else (international
 * numbers, other lengths) is shown as entered, since it has no such shape.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  if (value.trim().startsWith('+') || digits.length !== 10) return value;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A 9-digit US zip code as 12345-6789; a 5-digit one, or a foreign postal code, as entered. */
export function formatZip(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 9 || !/^[\d\s-]+$/.test(value)) return value;
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}
