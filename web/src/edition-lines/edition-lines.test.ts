import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../features/returnTo';
import { toProductEditionInput } from '../product-editions/ProductEditionForm';
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

describe('toProductEditionInput', () => {
  it('sends ids as strings, empty dates as null and lines without their screen-only fields', () => {
    expect(
      toProductEditionInput({
        productId: '3',
        productLabel: 'EQQ Server',
        name: 'Std',
        code: 'STD',
        price: 10,
        pricePerMonth: 0,
        displayOrder: null,
        activeDate: '2026-01-02',
        inactiveDate: '',
        lines: [{ featureId: '7', quantity: 1, isBoolean: true, featureLabel: 'API' }],
      }),
    ).toEqual({
      productId: '3',
      name: 'Std',
      code: 'STD',
      price: 10,
      pricePerMonth: 0,
      displayOrder: 1,
      activeDate: '2026-01-02',
      inactiveDate: null,
      lines: [{ featureId: '7', quantity: 1 }],
    });
  });
});
