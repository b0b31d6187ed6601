import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../features/returnTo';

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
