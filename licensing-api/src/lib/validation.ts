// Runs a domain (Yup) schema on REST input and answers SPEC §5's messages as a 400:
// `{ Message: 'Please fill in the following required fields: A, B', ModelState: { Field: ['A is required.'] } }`.
import { isRequiredError, requiredFieldsMessage } from '@licensing/domain';
import { badRequest, type ModelState } from './errors.js';

/** The part of a Yup object schema used here (licensing-api does not depend on yup directly). */
export type DomainSchema<T> = { validate(value: unknown, options: { abortEarly: false }): Promise<T> };
type DomainIssue = { path?: string; type?: string; message: string };

function issuesOf(error: unknown): DomainIssue[] | undefined {
  if (!error || typeof error !== 'object' || (error as { name?: unknown }).name !== 'ValidationError') {
    return undefined;
  }
  const { inner, path, type, message } = error as DomainIssue & { inner?: DomainIssue[] };
  return inner?.length ? inner : [{ path, type, message }];
}

/**
 * Validates `input` (keyed by REST field names) with a domain schema (keyed by its own names).
 * `fields` maps each schema key to its REST field name, e.g. `{ name: 'ProductName' }`.
 * Answers the schema's cast value (trimmed strings), or throws a 400 naming the fields; a null
 * value counts as missing.
 */
export async function validateInput<T extends object>(
  schema: DomainSchema<T>,
  fields: { readonly [K in keyof T]: string },
  input: Record<string, unknown>,
): Promise<T> {
  // null reads as missing: the schema then names a required field (SPEC §5), or takes the default.
  const values = Object.fromEntries(
    Object.entries(fields).map(([key, restName]) => [key, input[restName as string] ?? undefined]),
  );
  try {
    return await schema.validate(values, { abortEarly: false });
  } catch (error) {
    const issues = issuesOf(error);
    if (!issues) throw error;
    const restNames: Record<string, string> = fields as Record<string, string>;
    const modelState: ModelState = {};
    const missing: string[] = [];
    const others: string[] = [];
    for (const issue of issues) {
      const field = (issue.path && restNames[issue.path]) || issue.path || 'body';
      // Required-field issues carry the field's label as their message (domain/validation.ts).
      const text = isRequiredError(issue) ? `${issue.message} is required.` : issue.message;
      // A value can break several rules with one text ('Product is not valid'): say it once.
      if (modelState[field]?.includes(text)) continue;
      if (isRequiredError(issue)) missing.push(issue.message);
      else others.push(issue.message);
      modelState[field] = [...(modelState[field] ?? []), text];
    }
    throw badRequest(missing.length > 0 ? requiredFieldsMessage(missing) : (others[0] ?? ''), modelState);
  }
}

/** A body's optional switch: absent is false; anything but true or false (null, '') is a 400. */
export function flag(value: unknown, name: string): boolean {
  if (value === undefined || typeof value === 'boolean') return value === true;
  throw badRequest(`${name} must be true or false.`, { [name]: ['Must be true or false'] });
}
