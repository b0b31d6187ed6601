import { describe, expect, it } from 'vitest';
import { productLicenseEntity } from './entities/product-licenses.js';
import { licenseFileName } from './license-file.js';
import {
  addMonths,
  historyModifier,
  licenseStatusName,
  licenseTerms,
  prefilledFeatureValues,
  renewedExpiry,
} from './licenses.js';

const now = new Date('2026-01-31T10:00:00.000Z');

describe('license rules (SPEC §4, §6)', () => {
  it('names the stored status, anything else Unknown', () => {
    expect([0, 1, 2, 3, 4, 5, null].map(licenseStatusName)).toEqual([
      'Inactivate',
      'Activated',
      'Suspended',
      'Updated',
      'Revoked',
      'Unknown',
      'Unknown',
    ]);
  });

  it('adds months, keeping to the end of shorter months', () => {
    expect(addMonths(now, 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(now, 12).toISOString()).toBe('2027-01-31T10:00:00.000Z');
  });

  it('locks a trial edition to Trial, Monthly and two months; a paid plan runs Unit × quantity months', () => {
    const monthly = { name: 'Monthly', unit: 1 };
    const annually = { name: 'Annually', unit: 12 };
    expect(licenseTerms('EQQTrial', annually, 3, now)).toEqual({
      licenseType: 'Trial',
      plan: 'Monthly',
      expiredDate: new Date('2026-03-31T10:00:00.000Z'),
      locked: true,
    });
    expect(licenseTerms('EQQPRO', annually, 2, now)).toMatchObject({
      licenseType: 'Standard',
      plan: 'Annually',
      expiredDate: new Date('2028-01-31T10:00:00.000Z'),
      locked: false,
    });
    expect(licenseTerms('EQQPRO', monthly, 3, now).expiredDate.toISOString()).toBe(
      '2026-04-30T10:00:00.000Z',
    );
  });

  it('renews from the expiry while it is ahead, else from now', () => {
    expect(renewedExpiry('2026-06-15T00:00:00Z', { unit: 12 }, now).toISOString()).toBe(
      '2027-06-15T00:00:00.000Z',
    );
    expect(renewedExpiry('2025-06-15T00:00:00Z', { unit: 1 }, now).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
  });

  it('prefills active features scaled by the order quantity, except values or quantities below 1 and trials', () => {
    const lines = [
      { featureId: 1, quantity: 5 },
      { featureId: 2, quantity: -1 },
      { featureId: 3, quantity: 0 },
      { featureId: 4, quantity: 2, isFeatureActive: false },
      { featureId: 5, quantity: 1, isBoolean: true },
    ];
    expect(prefilledFeatureValues(lines, 3, 'EQQPRO')).toEqual([
      { featureId: '1', value: 15 },
      { featureId: '2', value: -1 },
      { featureId: '3', value: 0 },
      { featureId: '5', value: 1 },
    ]);
    expect(prefilledFeatureValues(lines, 0, 'EQQPRO')[0]).toEqual({ featureId: '1', value: 5 });
    expect(prefilledFeatureValues(lines, 3, 'EQQTrial')[0]).toEqual({ featureId: '1', value: 5 });
  });

  it("labels a modifier 'user' when its id is all zeros, else 'admin'", () => {
    expect(historyModifier('00000000-0000-0000-0000-000000000000')).toBe('user');
    expect(historyModifier('5f0c2a1e-0000-4000-8000-000000000001')).toBe('admin');
  });
});

describe('what names files and machines', () => {
  const check = (values: object) =>
    productLicenseEntity.schema
      .validateAt('orderNumber', values)
      .then(() => 'ok')
      .catch((error: Error) => error.message);
  const checkTerm = (field: 'macAddress' | 'serverName', value: string) =>
    productLicenseEntity.schema
      .validateAt(field, { [field]: value })
      .then(() => 'ok')
      .catch((error: Error) => error.message);

  it('takes order numbers, MAC addresses and server names in their formats only', async () => {
    expect(await check({ orderNumber: 'ORD-10198' })).toBe('ok');
    for (const bad of ['../../etc/evil', 'ORD\r\n10198', 'a/b', '.hidden']) {
      expect(await check({ orderNumber: bad })).toBe(
        "Order Number may hold only letters, digits, '-', '_' and '.'",
      );
    }
    for (const good of ['00:1A:2B:3C:4D:5E', '00-1a-2b-3c-4d-5e', '001A2B3C4D5E', '']) {
      expect(await checkTerm('macAddress', good)).toBe('ok');
    }
    for (const bad of ['00:1A:2B:3C:4D', '00:1A-2B:3C:4D:5E', 'zz:1A:2B:3C:4D:5E', '../x']) {
      expect(await checkTerm('macAddress', bad)).toMatch(/^MAC Address must be six pairs/);
    }
    expect(await checkTerm('serverName', 'srv-1.example.com')).toBe('ok');
    expect(await checkTerm('serverName', 'srv\r\nX-Header: 1')).toMatch(/^Server Name may hold only/);
  });

  it('names license files from a safe subset of the order number', () => {
    expect(licenseFileName('ORD-10198')).toBe('ORD-10198_License.lic');
    expect(licenseFileName('../../etc/evil')).toBe('_.._etc_evil_License.lic');
    expect(licenseFileName('a\r\nb')).toBe('a__b_License.lic');
  });
});
