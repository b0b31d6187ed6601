import { describe, expect, it } from 'vitest';
import { formatDate, parseDisplayDate } from './format.js';
import {
  editionEntity,
  featureEntity,
  isBooleanFeatureType,
  isEditionActive,
  isTrialEditionCode,
  productEditionEntity,
  releasePackageLabel,
  withProductName,
} from './index.js';
import { errorsOf } from './schema-errors.test-util.js';

describe('isEditionActive (SPEC §3)', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('is active from ActiveDate until InActiveDate', () => {
    expect(isEditionActive({ activeDate: '2026-01-01', inactiveDate: null }, now)).toBe(true);
    expect(isEditionActive({ activeDate: '2026-01-01', inactiveDate: '2026-07-01' }, now)).toBe(true);
    expect(isEditionActive({ activeDate: null, inactiveDate: '' }, now)).toBe(true);
  });
  it('is inactive before ActiveDate and once InActiveDate has passed', () => {
    expect(isEditionActive({ activeDate: '2026-07-01', inactiveDate: null }, now)).toBe(false);
    expect(isEditionActive({ activeDate: '2026-01-01', inactiveDate: '2026-06-01' }, now)).toBe(false);
    expect(isEditionActive({ activeDate: '2026-01-01', inactiveDate: now.toISOString() }, now)).toBe(false);
  });
});

describe('withProductName and releasePackageLabel', () => {
  it('names the product once, whether or not the name already holds it', () => {
    expect(withProductName('EQQ Server', 'EQQ Server Professional')).toBe('EQQ Server Professional');
    expect(withProductName('EQQ Server', 'Professional')).toBe('EQQ Server Professional');
    expect(withProductName('EQQ Server', 'eqq server trial')).toBe('eqq server trial');
    expect(withProductName('', 'Professional')).toBe('Professional');
  });

  it('names a release by product and version, each once', () => {
    expect(releasePackageLabel({ productName: 'EQQ Server', name: 'EQQ Server 2.0', version: '2.0' })).toBe(
      'EQQ Server 2.0',
    );
    expect(releasePackageLabel({ productName: 'EQQ Server', name: 'Spring', version: '2.1' })).toBe(
      'EQQ Server Spring 2.1',
    );
  });
});

describe('isTrialEditionCode (SPEC §4)', () => {
  it("is true when the code contains 'trial' in any case", () => {
    expect(isTrialEditionCode('EQQTrial')).toBe(true);
    expect(isTrialEditionCode('srv-TRIAL-30')).toBe(true);
    expect(isTrialEditionCode('EQQStd')).toBe(false);
    expect(isTrialEditionCode(null)).toBe(false);
  });
  it('knows the boolean data type', () => {
    expect(isBooleanFeatureType('BOOLEAN')).toBe(true);
    expect(isBooleanFeatureType('NUMBER')).toBe(false);
  });
});

describe('parseDisplayDate', () => {
  it('reads MM/DD/YYYY and refuses impossible dates', () => {
    expect(parseDisplayDate('03/07/2026')).toBe('2026-03-07');
    expect(parseDisplayDate('3/7/2026')).toBe('2026-03-07');
    expect(parseDisplayDate('02/30/2026')).toBeNull();
    expect(parseDisplayDate('2026-03-07')).toBeNull();
    expect(formatDate(parseDisplayDate('12/31/2025'))).toBe('12/31/2025');
  });
});

describe('featureEntity.schema (SPEC §5)', () => {
  it('names the missing required fields in order', async () => {
    expect((await errorsOf(featureEntity.schema, {})).sort()).toEqual(
      ['Product Name', 'Feature Code', 'Feature Label', 'Data Type'].sort(),
    );
  });
  it('casts ids and defaults IsActive to true', async () => {
    const value = await featureEntity.schema.validate({
      productId: '2',
      name: ' USERS ',
      label: 'Users',
      dataTypeId: 1,
    });
    expect(value).toEqual({ productId: 2, name: 'USERS', label: 'Users', dataTypeId: 1, isActive: true });
  });
});

describe('productEditionEntity.schema (SPEC §5)', () => {
  it('requires Product, Edition Name, Edition Code, Price Per Year and Price Per Month', async () => {
    expect((await errorsOf(productEditionEntity.schema, { pricePerMonth: null })).sort()).toEqual(
      ['Product', 'Edition Name', 'Edition Code', 'Price Per Year', 'Price Per Month'].sort(),
    );
    expect(await errorsOf(productEditionEntity.editSchema, {})).toContain('Product Name');
  });
  it('allows a price per month of 0 and defaults DisplayOrder to 1', async () => {
    const value = await productEditionEntity.schema.validate({
      productId: 1,
      name: 'Std',
      code: 'STD',
      price: 120,
      pricePerMonth: 0,
      lines: [{ featureId: '3', quantity: -1 }],
    });
    expect(value).toMatchObject({
      pricePerMonth: 0,
      displayOrder: 1,
      activeDate: null,
      lines: [{ featureId: 3, quantity: -1 }],
    });
  });
  it('refuses quantities below -1, duplicate features and bad dates', async () => {
    const base = { productId: 1, name: 'Std', code: 'STD', price: 1, pricePerMonth: 1 };
    expect(
      await errorsOf(productEditionEntity.schema, { ...base, lines: [{ featureId: 1, quantity: -2 }] }),
    ).toEqual(['Quantity must be -1 (unlimited) or more']);
    expect(
      await errorsOf(productEditionEntity.schema, {
        ...base,
        lines: [
          { featureId: 1, quantity: 1 },
          { featureId: 1, quantity: 0 },
        ],
      }),
    ).toEqual(['Each feature can be listed once']);
    expect(await errorsOf(productEditionEntity.schema, { ...base, activeDate: 'soon' })).toEqual([
      'Active Date must be a date',
    ]);
  });
  it('checks the older edition too', async () => {
    expect((await errorsOf(editionEntity.schema, {})).sort()).toEqual(['Edition Code', 'Edition Name']);
  });
});
