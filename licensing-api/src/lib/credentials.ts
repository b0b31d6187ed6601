// What a read-only token reads of a credential (domain's `credential` fields, a license's activation
// code): masked, wherever the answer holds it, as a REST field or as a license history detail of its
// label. A read-only token may read everything; a credential would let it act.
import { credentialFields, maskedCredential } from '@licensing/domain';

const restNames = new Set(credentialFields.map((field) => field.rest));
const labels = new Set(credentialFields.map((field) => field.label));

const masked = (value: unknown) => (typeof value === 'string' ? maskedCredential(value) : value);

/** `answer` with every credential masked; the answer itself is left as it is. */
export function maskCredentials(answer: unknown): unknown {
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
