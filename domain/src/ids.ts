// Ids as every layer reads them: a serial id is digits without sign, leading zero, exponent or
// fraction, within PostgreSQL's int4 ('007', '1e3' and '+1' are no ids); a uuid is the canonical
// 8-4-4-4-12 hex form, compared in lower case.
import type { FieldType } from './entities/entity.js';

export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;
const SERIAL = /^[1-9][0-9]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type IdType = Extract<FieldType, 'id' | 'uuid'>;
export type Id = number | string;

/** The id `value` holds (a JSON number or text), or undefined when it holds none. */
export function parseId(type: IdType, value: unknown): Id | undefined {
  if (type === 'uuid') return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : undefined;
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !SERIAL.test(text)) return undefined;
  const id = Number(text);
  return id <= INT4_MAX ? id : undefined;
}
