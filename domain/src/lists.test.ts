import { describe, expect, it } from 'vitest';
import { formatDayRange, isDay, parseDayRange } from './lists.js';

describe('a range of days (a date filter)', () => {
  it('writes and reads either end open', () => {
    expect(formatDayRange({ from: '2026-01-01', to: '2026-06-30' })).toBe('2026-01-01..2026-06-30');
    expect(formatDayRange({ from: '2026-01-01' })).toBe('2026-01-01..');
    expect(formatDayRange({ to: '2026-06-30' })).toBe('..2026-06-30');
    expect(formatDayRange({})).toBe('');
    expect(parseDayRange('2026-01-01..2026-06-30')).toEqual({ from: '2026-01-01', to: '2026-06-30' });
    expect(parseDayRange('..2026-06-30')).toEqual({ from: null, to: '2026-06-30' });
    expect(parseDayRange('2026-01-01..')).toEqual({ from: '2026-01-01', to: null });
  });

  it('refuses what is not two real days', () => {
    for (const text of [
      '',
      '..',
      '2026-01-01',
      '2026-02-30..',
      '2026-1-1..',
      'x..y',
      '2026-01-01..2026-02-01..',
    ])
      expect(parseDayRange(text), text).toBeNull();
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
  });
});
