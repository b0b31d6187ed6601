// Display formatters of SPEC §2.
import { timeOf } from './catalog.js';
import { UNLIMITED_FEATURE_VALUE } from './license-file.js';

/** MM/DD/YYYY in UTC; '' for an empty or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  const time = timeOf(value);
  if (time === null) return '';
  const date = new Date(time);
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getUTCFullYear()}`;
}

/** Unknown MAC address or server name shows 'unknown'. */
export function orUnknown(value: string | null | undefined): string {
  return value?.trim() ? value : 'unknown';
}

/** 'MM/DD/YYYY' (as typed into a date field) → 'YYYY-MM-DD'; null when it is not a real date. */
export function parseDisplayDate(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The currency of every price, total and invoice (QuickBooks Online invoices in it). */
export const CURRENCY = 'USD';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });

/** An amount as every screen, print and PDF shows it: 1234.5 → '$1,234.50'. */
export function formatPrice(value: number): string {
  return money.format(value);
}

/** A state as a badge shows it, capitalised like every other label: 'pending' → 'Pending'. */
export function stateLabel(state: string): string {
  return state.charAt(0).toUpperCase() + state.slice(1);
}

/** Items as a sentence lists them: ['a', 'b', 'c'] → 'a, b and c'. */
export function listSentence(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** A yes/no value as read. */
export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

/** A feature line's quantity as read: -1 is 'Unlimited'; a switch reads Yes or No. */
export function featureQuantityText(quantity: number, isBoolean: boolean): string {
  if (isBoolean) return yesNo(quantity === 1);
  return quantity === UNLIMITED_FEATURE_VALUE ? 'Unlimited' : String(quantity);
}

/**
 * A customer's or user's name as every layer shows it: first and last name, each trimmed; a part
 * that is empty or not text is left out ('' when both are).
 */
export function personName(first: unknown, last: unknown): string {
  return [first, last]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');
}

type Person = { firstName: string; lastName: string; email: string };

/** A person as pickers tell two of the same name apart: 'Alan Turing <alan@example.org>'. */
export function nameWithEmail(person: Person): string {
  return `${personName(person.firstName, person.lastName)} <${person.email}>`;
}

/** A row's customer as pickers name one, or the name stored with the row when the customer is gone. */
export const customerLabel = (row: { customerName: string; customer?: Person | null }): string =>
  row.customer ? nameWithEmail(row.customer) : row.customerName;
