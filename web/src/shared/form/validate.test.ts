import { productEntity, signInSchema } from '@licensing/domain';
import { describe, expect, it } from 'vitest';
import { REQUIRED_FIELD_TEXT, validateWithSchema } from './validate';

describe('validateWithSchema', () => {
  it('names missing required fields in the schema order', async () => {
    const result = await validateWithSchema(productEntity.schema, { name: '', version: '' });
    expect(result).toEqual({
      valid: false,
      missing: ['Product Name', 'Version'],
      fieldErrors: { name: REQUIRED_FIELD_TEXT, version: REQUIRED_FIELD_TEXT },
    });
  });

  it('keeps other messages for their fields', async () => {
    const result = await validateWithSchema(signInSchema, { email: 'admin@example', password: 'x' });
    expect(result).toEqual({
      valid: false,
      missing: [],
      fieldErrors: { email: 'Please enter a valid email address' },
    });
  });

  it('answers the cast values when valid', async () => {
    const result = await validateWithSchema(productEntity.schema, { name: ' EQQ ', version: '1.0' });
    expect(result).toEqual({ valid: true, values: { name: 'EQQ', version: '1.0' } });
  });
});
