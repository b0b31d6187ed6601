// The list conventions shared by licensing-api and the gateway (ARCHITECTURE.md).

export type SortDirection = 'asc' | 'desc';
/** One MultipleOrders item: `{ "FieldName": "ProductName", "Type": "asc" }`. */
export type SortItem = { FieldName: string; Type: SortDirection };
/** One Filters item: `{ "FieldName": "ProductName", "FilterValue": "eq" }`. */
export type FilterItem = { FieldName: string; FilterValue: string };
/**
 * Most ids one id-set filter takes (`{"FieldName":"ProductID","FilterValue":"1,2,3"}`): a loader's
 * batch of a page of parents fits; larger batches are split.
 */
export const MAX_FILTER_IDS = 500;

/**
 * A range of days, both ends included, either end open: what a 'range' filter takes. Days are
 * YYYY-MM-DD (UTC, as dates are shown); a filter value writes it 'from..to' ('2026-01-01..',
 * '..2026-06-30').
 */
export type DayRange = { from?: string | null; to?: string | null };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real day, YYYY-MM-DD. */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** The filter value of a range; '' when both ends are open (no filter). */
export function formatDayRange({ from, to }: DayRange): string {
  return from || to ? `${from ?? ''}..${to ?? ''}` : '';
}

/** The range a filter value writes, or null when it is not one (an end that is not a real day). */
export function parseDayRange(text: string): { from: string | null; to: string | null } | null {
  const parts = text.split('..');
  if (parts.length !== 2) return null;
  const [from, to] = parts.map((part) => part.trim() || null) as [string | null, string | null];
  if ((from && !isDay(from)) || (to && !isDay(to)) || (!from && !to)) return null;
  return { from, to };
}

/** Every list GET answers this shape. */
export type ListResult<T> = { Data: T[]; TotalItems: number };
