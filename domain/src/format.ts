// Display formatters of SPEC §2.

/** MM/DD/YYYY in UTC; '' for an empty or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getUTCFullYear()}`;
}

/** Unknown MAC address or server name shows 'unknown'. */
export function orUnknown(value: string | null | undefined): string {
  return value?.trim() ? value : 'unknown';
}
