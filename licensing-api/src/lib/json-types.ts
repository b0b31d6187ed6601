// The JSON type check of a request body against its route schema (crud/routes.ts objectBody): a
// value of the wrong JSON type (an object where text goes, text where a list goes) is a 400 naming
// the field, 'The ProductName field must be string.', before any handler or domain schema sees it.
// Only JSON types, nested ones included: values, lengths and formats stay with the handler and its
// domain schema, which answer SPEC §5's texts. null and '' pass: they read as missing.
import { apiMessages } from './messages.js';

/** The part of a JSON schema (as TypeBox writes it) that says what JSON types a value may take. */
export type JsonSchema = {
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  items?: JsonSchema;
  properties?: Readonly<Record<string, JsonSchema>>;
  patternProperties?: Readonly<Record<string, JsonSchema>>;
  additionalProperties?: boolean | JsonSchema;
};

type JsonType = 'string' | 'number' | 'boolean' | 'array' | 'object';

function jsonTypeOf(value: unknown): JsonType | undefined {
  if (Array.isArray(value)) return 'array';
  if (value === null) return undefined;
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' || type === 'object' ? type : undefined;
}

/** The JSON types `schema` allows ('integer' among them, for the message); none: any. */
function typesOf(schema: JsonSchema): string[] {
  if (schema.type !== undefined) return [schema.type].flat();
  const values = schema.enum ?? ('const' in schema ? [schema.const] : undefined);
  if (values) return [...new Set(values.map((value) => jsonTypeOf(value) ?? 'null'))];
  return [];
}

/** 'integer' is a JSON number: whether it is whole is the domain schema's to say, in its words. */
const allows = (types: readonly string[], actual: JsonType) =>
  types.includes(actual) || (actual === 'number' && types.includes('integer'));

/** The schema of an object's property `key`, if the object's schema types it. */
function propertySchema(schema: JsonSchema, key: string): JsonSchema | undefined {
  const declared = schema.properties?.[key];
  if (declared) return declared;
  const patterns = Object.entries(schema.patternProperties ?? {});
  const matched = patterns.find(([pattern]) => new RegExp(pattern, 'u').test(key));
  if (matched) return matched[1];
  return typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
}

/** The first value in `value` whose JSON type `schema` does not allow: its field path and message. */
export function jsonTypeIssue(
  schema: JsonSchema,
  value: unknown,
  path = '',
): { field: string; message: string } | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const actual = jsonTypeOf(value);
  const variants = schema.anyOf ?? schema.oneOf ?? [schema];
  const types = [...new Set(variants.flatMap(typesOf))];
  // A variant without a type takes anything (a value forwarded as is).
  const variant = variants.find((candidate) => {
    const allowed = typesOf(candidate);
    return allowed.length === 0 || (actual !== undefined && allows(allowed, actual));
  });
  if (!variant) {
    const field = path || 'body';
    return { field, message: apiMessages.fieldInvalid(field, `must be ${types.join(' or ')}`) };
  }
  if (Array.isArray(value) && variant.items) {
    for (const [index, item] of value.entries()) {
      const issue = jsonTypeIssue(variant.items, item, path ? `${path}.${index}` : String(index));
      if (issue) return issue;
    }
  } else if (actual === 'object') {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const nested = propertySchema(variant, key);
      const issue = nested && jsonTypeIssue(nested, item, path ? `${path}.${key}` : key);
      if (issue) return issue;
    }
  }
  return undefined;
}
