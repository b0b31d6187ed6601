// What a read-only token reads of a credential (domain's `credential` fields, a license's activation
// code): masked, wherever the answer holds it, as a REST field, as a license history detail of its
// label, or inside a text (a sent license mail, a mail preview). Nor may it filter a list by one: a
// substring filter would spell it out. A read-only token may read everything; a credential acts.
import { ACTIVATION_CODE_IN_TEXT, credentialFields, maskedCredential } from '@licensing/domain';
import { badRequest } from './errors.js';
import { apiMessages } from './messages.js';

const restNames = new Set(credentialFields.map((field) => field.rest));
const labels = new Set(credentialFields.map((field) => field.label));

const masked = (value: unknown) => (typeof value === 'string' ? maskedCredential(value) : value);

/** `answer` with every credential masked; the answer itself is left as it is. */
export function maskCredentials(answer: unknown): unknown {
  if (typeof answer === 'string') return answer.replace(ACTIVATION_CODE_IN_TEXT, maskedCredential);
  if (Array.isArray(answer)) return answer.map(maskCredentials);
  if (answer === null || typeof answer !== 'object' || answer instanceof Date) return answer;
  const object = answer as Record<string, unknown>;
  // A license history detail: { Field, DataType, OriginalValue, UpdatedValue }.
  if (typeof object.Field === 'string' && labels.has(object.Field))
    return {
      ...object,
      OriginalValue: masked(object.OriginalValue),
      UpdatedValue: masked(object.UpdatedValue),
    };
  return Object.fromEntries(
    Object.entries(object).map(([name, value]) => [
      name,
      restNames.has(name) ? masked(value) : maskCredentials(value),
    ]),
  );
}

/** Refuses a list query that filters by a credential (by a parameter of its name, or in Filters). */
export function refuseCredentialFilters(query: unknown): void {
  if (query === null || typeof query !== 'object') return;
  const parameters = query as Record<string, unknown>;
  let named = Object.keys(parameters).filter((name) => restNames.has(name));
  if (typeof parameters.Filters === 'string') {
    try {
      const filters: unknown = JSON.parse(parameters.Filters);
      if (Array.isArray(filters))
        named = named.concat(
          filters
            .map((filter) => (filter as { FieldName?: unknown } | null)?.FieldName)
            .filter((name): name is string => typeof name === 'string' && restNames.has(name)),
        );
    } catch {
      // Not JSON: the list's own parsing answers it.
    }
  }
  const [field] = named;
  if (field !== undefined)
    throw badRequest(apiMessages.credentialFilter(field), { Filters: [apiMessages.credentialFilter(field)] });
}
