import { describe, expect, it } from 'vitest';
import { INT4_MAX, parseId } from './ids.js';

describe('parseId (every layer reads ids with it)', () => {
  it('takes serial ids as plain digits within int4, and canonical uuids', () => {
    expect(parseId('id', '7')).toBe(7);
    expect(parseId('id', 7)).toBe(7);
    expect(parseId('id', String(INT4_MAX))).toBe(INT4_MAX);
    for (const value of ['007', '0', '1e3', '+1', '-1', '1.0', ' 1', String(INT4_MAX + 1), 1.5, null]) {
      expect(parseId('id', value)).toBeUndefined();
    }
    expect(parseId('uuid', '5F0C2A1E-0000-4000-8000-000000000001')).toBe(
      '5f0c2a1e-0000-4000-8000-000000000001',
    );
    expect(parseId('uuid', '5f0c2a1e00004000800000000000001')).toBeUndefined();
  });
});
