// Strict id parsing (domain's parseId), for path ids, body ids and id-set filters alike: anything
// that is no id is a 400 naming the field, never a database error.
import { type Id, type IdType, INT4_MAX, parseId } from '@licensing/domain';
import { fieldError } from '../lib/errors.js';
import { apiMessages } from '../lib/messages.js';

export { type Id, type IdType, INT4_MAX, INT4_MIN, parseId } from '@licensing/domain';

/** What is wrong with a value that is no id, in the words Ajv uses for the other fields. */
function idProblem(type: IdType, value: unknown): string {
  if (type === 'uuid') return 'must be a uuid';
  return /^-?\d+$/.test(String(value)) ? `must be from 1 to ${INT4_MAX}` : 'must be integer';
}

/** The id `value` holds, or a 400 `The {field} field must be integer.` naming the field. */
export function requireId(type: IdType, field: string, value: unknown): Id {
  if (value === undefined || value === null || value === '') {
    throw fieldError(field, apiMessages.fieldRequired(field));
  }
  const id = parseId(type, value);
  if (id !== undefined) return id;
  throw fieldError(field, apiMessages.fieldInvalid(field, idProblem(type, value)));
}
