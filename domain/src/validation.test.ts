import { describe, expect, it } from 'vitest';
import { productEntity, signInSchema } from './index.js';
import { deleteConfirmation, messages, requiredFieldsMessage } from './messages.js';
import { errorsOf } from './schema-errors.test-util.js';
import { isAdminRole } from './session.js';

describe('requiredFieldsMessage', () => {
  it('lists the missing names, comma separated', () => {
    expect(requiredFieldsMessage(['Product Name', 'Version'])).toBe(
      'Please fill in the following required fields: Product Name, Version',
    );
  });
});

describe('productEntity.schema', () => {
  it('requires Product Name and Version, by label', async () => {
    expect(await errorsOf(productEntity.schema, { name: ' ', version: '' })).toEqual([
      'Product Name',
      'Version',
    ]);
  });
  it('accepts a named, versioned product', async () => {
    expect(await errorsOf(productEntity.schema, { name: 'EQQ', version: '1.0' })).toEqual([]);
  });
});

describe('signInSchema', () => {
  it('flags a malformed e-mail', async () => {
    expect(await errorsOf(signInSchema, { email: 'admin@example', password: 'x' })).toEqual([
      messages.invalidEmail,
    ]);
  });
  it('accepts a standard address', async () => {
    expect(await errorsOf(signInSchema, { email: 'admin@example.com', password: 'x' })).toEqual([]);
  });
});

describe('session and confirmations', () => {
  it('IsAdmin only for the role named Admin', () => {
    expect(isAdminRole('Admin')).toBe(true);
    expect(isAdminRole('admin')).toBe(false);
    expect(isAdminRole(null)).toBe(false);
  });
  it('confirms deletes with the entity label', () => {
    expect(deleteConfirmation('Product')).toBe('Are you sure to delete this Product?');
  });
});
