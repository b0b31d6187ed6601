import { describe, expect, it } from 'vitest';
import {
  featureQuantityText,
  formatDate,
  formatPrice,
  nameWithEmail,
  orUnknown,
  personName,
  stateLabel,
} from './format.js';

describe('formatDate', () => {
  it('shows MM/DD/YYYY', () => {
    expect(formatDate('2026-03-07T15:00:00Z')).toBe('03/07/2026');
    expect(formatDate(new Date(Date.UTC(2025, 11, 31)))).toBe('12/31/2025');
  });
  it('shows nothing for an empty or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatPrice', () => {
  it('shows an amount as currency, in cents', () => {
    expect(formatPrice(1234)).toBe('$1,234.00');
    expect(formatPrice(0.5)).toBe('$0.50');
    expect(formatPrice(29040)).toBe('$29,040.00');
  });
});

describe('stateLabel', () => {
  it('capitalises a state for its badge', () => {
    expect(stateLabel('pending')).toBe('Pending');
    expect(stateLabel('Activated')).toBe('Activated');
  });
});

describe('orUnknown', () => {
  it("shows 'unknown' for a missing MAC address or server name", () => {
    expect(orUnknown(undefined)).toBe('unknown');
    expect(orUnknown('  ')).toBe('unknown');
    expect(orUnknown('SRV-01')).toBe('SRV-01');
  });
});

describe('personName', () => {
  it('joins first and last name with one space, each trimmed', () => {
    expect(personName('Alan', 'Turing')).toBe('Alan Turing');
    expect(personName(' Alan ', ' Turing ')).toBe('Alan Turing');
  });
  it('leaves out a part that is empty, missing or not text', () => {
    expect(personName('Alan', '')).toBe('Alan');
    expect(personName(null, 'Turing')).toBe('Turing');
    expect(personName(undefined, 42)).toBe('');
    expect(personName('  ', ' ')).toBe('');
  });
});

describe('nameWithEmail', () => {
  it('tells two people of one name apart', () => {
    expect(nameWithEmail({ firstName: 'Alan', lastName: 'Turing', email: 'alan.7@example.org' })).toBe(
      'Alan Turing <alan.7@example.org>',
    );
  });
});

describe('featureQuantityText', () => {
  it('reads -1 as Unlimited and switches as Yes or No', () => {
    expect(featureQuantityText(-1, false)).toBe('Unlimited');
    expect(featureQuantityText(5, false)).toBe('5');
    expect(featureQuantityText(1, true)).toBe('Yes');
    expect(featureQuantityText(0, true)).toBe('No');
  });
});
