// Strict id parsing, for path ids, body ids and id-set filters alike: a serial id is digits without
// sign, leading zero, exponent or fraction, within PostgreSQL's int4; a uuid is the canonical
// 8-4-4-4-12 hex form. Anything else is a 400 naming the field, never a database error.
import type { FieldType } from '@licensing/domain';
import { badRequest } from '../lib/errors.js';
import { apiMessages } from '../lib/messages.js';

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

/** What is wrong with a value that is no id, in the words Ajv uses for the other fields. */
export function idProblem(type: IdType, value: unknown): string {
  if (type === 'uuid') return 'must be a uuid';
  return /^-?\d+$/.test(String(value)) ? `must be from 1 to ${INT4_MAX}` : 'must be integer';
}

/** The id `value` holds, or a 400 `The {field} field must be integer.` naming the field. */
export function requireId(type: IdType, field: string, value: unknown): Id {
  if (value === undefined || value === null || value === '') {
    const message = apiMessages.fieldRequired(field);
    throw badRequest(message, { [field]: [message] });
  }
  const id = parseId(type, value);
  if (id !== undefined) return id;
  const message = apiMessages.fieldInvalid(field, idProblem(type, value));
  throw badRequest(message, { [field]: [message] });
}
