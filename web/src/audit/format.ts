// How the audit trail's screens show an entry's instant and its actor (lists, detail, timelines).
import { formatDate } from '@licensing/domain';

/** 'MM/DD/YYYY HH:MM UTC': the trail's instants, to the minute. */
export function formatInstant(value: unknown): string {
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return '';
  const time = `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatDate(date)} ${time} UTC`;
}

/** Who made a change: the user's name then, or the product itself (a job, the seed, the public API). */
export const actorOf = (entry: { actorName?: unknown }): string =>
  typeof entry.actorName === 'string' ? entry.actorName : 'System';
