import { describe, expect, it } from 'vitest';
import { addonCode, addonEntity, releasePackageEntity } from './index.js';
import { errorsOf } from './schema-errors.test-util.js';

describe('addonCode', () => {
  it('is the name with every whitespace removed', () => {
    expect(addonCode('Extra Seat')).toBe('ExtraSeat');
    expect(addonCode('  Premium\tSupport \n 24 x 7 ')).toBe('PremiumSupport24x7');
    expect(addonCode('Single')).toBe('Single');
  });
});

describe('addonEntity.schema', () => {
  it('requires Product and Name, by label', async () => {
    expect(await errorsOf(addonEntity.schema, { productId: '', name: '  ' })).toEqual(['Product', 'Name']);
  });
  it('defaults: active, prices 0, not per item, no feature', async () => {
    expect(await addonEntity.schema.validate({ productId: '3', name: ' Extra Seat ' })).toEqual({
      productId: 3,
      name: 'Extra Seat',
      featureId: null,
      isActive: true,
      price: 0,
      pricePerMonth: 0,
      priceCalcPerItem: false,
    });
    expect(
      (await addonEntity.schema.validate({ productId: 3, name: 'A', price: '', featureId: '' })).price,
    ).toBe(0);
  });
  it('refuses negative prices and a malformed feature', async () => {
    expect(
      await errorsOf(addonEntity.schema, {
        productId: 1,
        name: 'A',
        price: -1,
        pricePerMonth: 'x',
        featureId: 0,
      }),
    ).toEqual(
      expect.arrayContaining([
        'Feature is not valid',
        'Price must be 0 or more',
        'Price Per Month must be a number',
      ]),
    );
  });
});

describe('releasePackageEntity.schema', () => {
  it('requires Product, Name and Version, by label', async () => {
    expect(await errorsOf(releasePackageEntity.schema, { productId: null, name: '', version: ' ' })).toEqual([
      'Product',
      'Name',
      'Version',
    ]);
  });
  it('trims, and turns a blank URL and description into null', async () => {
    expect(
      await releasePackageEntity.schema.validate({
        productId: 2,
        name: ' Server ',
        version: ' 1.10 ',
        url: '  ',
        description: '',
      }),
    ).toEqual({ productId: 2, name: 'Server', version: '1.10', url: null, description: null });
  });
  it('accepts only http(s) URLs', async () => {
    const base = { productId: 2, name: 'S', version: '1' };
    expect(await errorsOf(releasePackageEntity.schema, { ...base, url: 'ftp://x.example/a' })).toEqual([
      'URL must be a valid http or https address',
    ]);
    expect(
      await errorsOf(releasePackageEntity.schema, { ...base, url: 'https://downloads.example.com/s-1.zip' }),
    ).toEqual([]);
  });
});
