import { describe, expect, it } from 'vitest';
import { formatPhone, formatZip } from './contact-format.js';
import { COUNTRIES } from './countries.js';
import { customerEntity, customerMessages, customerSupportSchema } from './index.js';
import { messages } from './messages.js';
import { PASSWORD_SYMBOLS, randomPassword } from './random-password.js';
import { errorsOf } from './schema-errors.test-util.js';

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phoneNumber: '5551234567' };

describe('COUNTRIES', () => {
  it('holds 55 distinct names, United States among them', () => {
    expect(COUNTRIES).toHaveLength(55);
    expect(new Set(COUNTRIES).size).toBe(55);
    expect(COUNTRIES).toContain('United States');
  });
});

describe('customerEntity.schema', () => {
  it('requires First Name, Last Name, Email and Phone, by label', async () => {
    expect(await errorsOf(customerEntity.schema, {})).toEqual(['First Name', 'Last Name', 'Email', 'Phone']);
  });
  it('accepts 9 to 15 digits with an optional leading +, dropping spaces', async () => {
    for (const phone of ['123456789', '+123456789012345', '555 123 4567']) {
      expect(await errorsOf(customerEntity.schema, { ...valid, phoneNumber: phone }), phone).toEqual([]);
    }
    expect(
      (await customerEntity.schema.validate({ ...valid, phoneNumber: ' 555 123 4567 ' })).phoneNumber,
    ).toBe('5551234567');
  });
  it('refuses other phone numbers with the SPEC message', async () => {
    for (const phone of ['12345678', '1234567890123456', '555-123-4567', '++123456789', '12345678a']) {
      expect(await errorsOf(customerEntity.schema, { ...valid, phoneNumber: phone }), phone).toEqual([
        customerMessages.invalidPhone,
      ]);
    }
  });
  it('checks the e-mail and the country, which defaults to United States', async () => {
    expect(await errorsOf(customerEntity.schema, { ...valid, email: 'ada@' })).toEqual([
      messages.invalidEmail,
    ]);
    expect(await errorsOf(customerEntity.schema, { ...valid, country: 'Atlantis' })).toEqual([
      customerMessages.invalidCountry,
    ]);
    expect((await customerEntity.schema.validate(valid)).country).toBe('United States');
    expect((await customerEntity.schema.validate({ ...valid, country: '' })).country).toBe('United States');
  });
  it('edit also requires the Customer Code', async () => {
    expect(await errorsOf(customerEntity.editSchema, { ...valid, code: ' ' })).toEqual(['Customer Code']);
    expect(await errorsOf(customerEntity.editSchema, { ...valid, code: 'C000001' })).toEqual([]);
  });
});

describe('customerSupportSchema', () => {
  it('requires first name, last name and a valid e-mail; the phone is optional but checked', async () => {
    expect(await errorsOf(customerSupportSchema, { email: 'x' })).toEqual([
      'First Name',
      'Last Name',
      messages.invalidEmail,
    ]);
    const ok = { firstName: 'A', lastName: 'B', email: 'a@b.co' };
    expect(await errorsOf(customerSupportSchema, { ...ok, phoneNumber: '' })).toEqual([]);
    expect(await errorsOf(customerSupportSchema, { ...ok, phoneNumber: '123' })).toEqual([
      customerMessages.invalidPhone,
    ]);
  });
});

describe('formatPhone and formatZip', () => {
  it('shows 10 digits as (xxx) xxx-xxxx, other numbers as entered', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('555.123.4567')).toBe('(555) 123-4567');
    expect(formatPhone('+445551234567')).toBe('+445551234567');
    expect(formatPhone('123456789')).toBe('123456789');
    expect(formatPhone(null)).toBe('');
  });
  it('shows 9 digits as 5+4, other codes as entered', () => {
    expect(formatZip('123456789')).toBe('12345-6789');
    expect(formatZip('12345-6789')).toBe('12345-6789');
    expect(formatZip('12345')).toBe('12345');
    expect(formatZip('SW1A 1AA')).toBe('SW1A 1AA');
    expect(formatZip(undefined)).toBe('');
  });
});

describe('randomPassword', () => {
  it('draws from 92 distinct symbols', () => {
    expect(PASSWORD_SYMBOLS).toHaveLength(92);
    expect(new Set(PASSWORD_SYMBOLS).size).toBe(92);
    expect(PASSWORD_SYMBOLS).not.toMatch(/["\\\s]/);
  });
  it('answers the asked length from the symbols, differently each time', () => {
    const a = randomPassword(24);
    expect(a).toHaveLength(24);
    for (const char of a) expect(PASSWORD_SYMBOLS).toContain(char);
    expect(randomPassword(24)).not.toBe(a);
  });
  it('maps bytes to symbols and discards bytes that would bias it', () => {
    const bytes = [0, 184, 255, 91, 92, 183];
    const source = (array: Uint8Array<ArrayBuffer>) => {
      array.set(bytes.splice(0, array.length).concat(Array(array.length).fill(0)).slice(0, array.length));
      return array;
    };
    expect(randomPassword(4, source)).toBe(
      `${PASSWORD_SYMBOLS[0]}${PASSWORD_SYMBOLS[91]}${PASSWORD_SYMBOLS[0]}${PASSWORD_SYMBOLS[91]}`,
    );
    expect(() => randomPassword(0)).toThrow(RangeError);
  });
});
