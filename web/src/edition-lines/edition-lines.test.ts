import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../features/returnTo';
import { quantityText } from './quantityText';

describe('safeReturnTo', () => {
  it('accepts only the edition screens', () => {
    expect(safeReturnTo('/productedition/add')).toBe('/productedition/add');
    expect(safeReturnTo('/edition/edit/12')).toBe('/edition/edit/12');
    expect(safeReturnTo('https://evil.example/productedition/add')).toBeNull();
    expect(safeReturnTo('//evil.example')).toBeNull();
    expect(safeReturnTo('/users')).toBeNull();
    expect(safeReturnTo(null)).toBeNull();
  });
});

describe('quantityText', () => {
  it('reads -1 as Unlimited and switches as Yes or No', () => {
    expect(quantityText(-1, false)).toBe('Unlimited');
    expect(quantityText(5, false)).toBe('5');
    expect(quantityText(1, true)).toBe('Yes');
    expect(quantityText(0, true)).toBe('No');
  });
});
