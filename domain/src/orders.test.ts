import { describe, expect, it } from 'vitest';
import { orderEntity } from './entities/orders.js';
import {
  offersPlan,
  orderState,
  ordersTitle,
  orderTotal,
  sameTotal,
  trialOrderTerms,
  unitPrice,
} from './orders.js';

const edition = { price: 1200, pricePerMonth: 110 };
const perMonth = { price: 120, pricePerMonth: 12.5, priceCalcPerItem: false };
const perItem = { price: 300, pricePerMonth: 30, priceCalcPerItem: true };

describe('order totals (SPEC §9)', () => {
  it.each([
    ['Monthly, one for a month', { planName: 'Monthly', quantity: 1, duration: 1 }, [], 110],
    ['Monthly, 3 × 4 months', { planName: 'Monthly', quantity: 3, duration: 4 }, [], 1320],
    ['Annually uses the plan price', { planName: 'Annually', quantity: 2, duration: 1 }, [], 2400],
    [
      'a monthly add-on is multiplied by the duration',
      { planName: 'Monthly', quantity: 1, duration: 6 },
      [{ ...perMonth, quantity: 2 }],
      110 * 6 + 12.5 * 2 * 6,
    ],
    [
      'a per-item add-on is not multiplied by the duration',
      { planName: 'Monthly', quantity: 2, duration: 6 },
      [{ ...perItem, quantity: 3 }],
      110 * 2 * 6 + 30 * 3,
    ],
    [
      'two add-ons on the annual plan',
      { planName: 'Annually', quantity: 1, duration: 2 },
      [
        { ...perMonth, quantity: 1 },
        { ...perItem, quantity: 2 },
      ],
      1200 * 2 + 120 * 2 + 300 * 2,
    ],
    ['cents stay exact', { planName: 'Monthly', quantity: 3, duration: 1 }, [], 330],
  ] as const)('%s', (_name, order, addons, total) => {
    expect(orderTotal(order, edition, addons)).toBe(total);
  });

  it('adds cents without float drift and compares to the cent', () => {
    expect(
      orderTotal({ planName: 'Monthly', quantity: 3, duration: 1 }, { price: 0, pricePerMonth: 0.1 }, []),
    ).toBe(0.3);
    expect(sameTotal(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameTotal(10, 10.01)).toBe(false);
    expect(unitPrice(edition, 'Monthly')).toBe(110);
  });
});

describe('order states and rules (SPEC §4)', () => {
  it('shows declined, then generated, then resolved, else pending', () => {
    expect(orderState({ isDeclined: true, isGenerated: true, isResolved: true })).toBe('declined');
    expect(orderState({ isDeclined: false, isGenerated: true, isResolved: true })).toBe('generated');
    expect(orderState({ isDeclined: false, isGenerated: false, isResolved: true })).toBe('resolved');
    expect(orderState({ isDeclined: false, isGenerated: false, isResolved: false })).toBe('pending');
  });

  it('titles the list by its filter', () => {
    expect(ordersTitle(null)).toBe('Orders Dashboard');
    expect(ordersTitle('Pending')).toBe('Orders Dashboard - Pending');
    expect(ordersTitle('Complete')).toBe('Orders Dashboard - Complete');
    expect(ordersTitle('Declined')).toBe('Orders Dashboard');
  });

  it('puts a trial edition on the Monthly plan for twice the duration, without Annually', () => {
    expect(trialOrderTerms(1)).toEqual({ planName: 'Monthly', duration: 2 });
    expect(trialOrderTerms(3)).toEqual({ planName: 'Monthly', duration: 6 });
    expect(offersPlan('Annually', 'EQQTrial')).toBe(false);
    expect(offersPlan('Monthly', 'EQQTrial')).toBe(true);
    expect(offersPlan('Annually', 'PRO')).toBe(true);
  });

  it('requires the fields of SPEC §5, a valid phone and e-mails, and a quantity per add-on', async () => {
    const errors = await orderEntity.schema
      .validate(
        { email: 'nope', techServiceEmail: 'x@y', phoneNumber: '123', lines: [{ addonId: 1 }] },
        { abortEarly: false },
      )
      .catch((error: { errors: string[] }) => error.errors);
    expect(errors).toEqual(
      expect.arrayContaining([
        'Product',
        'Edition',
        'License Plan',
        'Quantity',
        'Plan Duration',
        'Last Name',
        'Company Name',
        'Tech Service Last Name',
        'Tech Service Company Name',
        'Address',
        'Please enter a valid email address',
        'Please enter a valid phone number (9-15 length)',
        'Add-on Quantity',
      ]),
    );
  });
});
