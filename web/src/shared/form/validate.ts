import { isRequiredError } from '@licensing/domain';
import { type AnyObject, type ObjectSchema, ValidationError } from 'yup';

// biome-ignore lint/suspicious/noExplicitAny: any yup object schema, whatever its shape.
export type AnySchema = ObjectSchema<any>;

type SchemaValidation<V> =
  | { valid: true; values: V }
  | {
      valid: false;
      /** Message per field path, for the messages under the fields. */
      fieldErrors: Record<string, string>;
      /** Labels of the missing required fields, in the schema's field order (SPEC §5). */
      missing: string[];
    };

/** Shown under a field whose value is missing; the toast names the field. */
export const REQUIRED_FIELD_TEXT = 'Required';

/**
 * Validates `values` against a domain yup schema and splits the failures: required-field errors
 * carry the field's label as their message (domain convention), everything else is a message
 * for the field.
 */
export async function validateWithSchema<V extends AnyObject>(
  schema: AnySchema,
  values: V,
): Promise<SchemaValidation<V>> {
  try {
    const cast = (await schema.validate(values, { abortEarly: false })) as V;
    return { valid: true, values: cast };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const order = Object.keys(schema.fields);
    // By the field the path starts with ('lines' of 'lines[0].quantity'); unknown ones last.
    const rank = (path: string) => {
      const index = order.indexOf(path.split(/[.[]/)[0] ?? path);
      return index === -1 ? order.length : index;
    };
    const issues = (error.inner.length > 0 ? error.inner : [error])
      .filter((issue) => issue.path !== undefined)
      .sort((a, b) => rank(a.path ?? '') - rank(b.path ?? ''));
    const fieldErrors: Record<string, string> = {};
    const missing: string[] = [];
    for (const issue of issues) {
      const path = issue.path ?? '';
      if (isRequiredError(issue)) {
        if (!missing.includes(issue.message)) missing.push(issue.message);
        fieldErrors[path] ??= REQUIRED_FIELD_TEXT;
      } else {
        fieldErrors[path] ??= issue.message;
      }
    }
    return { valid: false, fieldErrors, missing };
  }
}
