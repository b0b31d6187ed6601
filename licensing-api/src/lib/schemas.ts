// TypeBox building blocks every route shares.
import { type Static, type TSchema, Type } from 'typebox';
import { type IdType, INT4_MAX, INT4_MIN } from '../crud/ids.js';

/**
 * The name a schema goes by in the OpenAPI document's components (`Customer`, `Error`), so that a
 * generated client gets a named type. A symbol: Ajv, fast-json-stringify and JSON never see it, and
 * a spread copy keeps it; plugins/infrastructure/openapi.ts turns each into a `$ref`.
 */
export const COMPONENT_NAME = Symbol('OpenAPI component name');

/** `schema`, named `name` in the OpenAPI document. */
export function named<T extends TSchema>(schema: T, name: string): T {
  return Object.assign(schema, { [COMPONENT_NAME]: name });
}

/** Every 4xx answers this; ModelState names the fields at fault when there are any. */
export const ErrorResponse = named(
  Type.Object(
    {
      Message: Type.String(),
      ModelState: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
    },
    { description: 'An error: Message, and ModelState (field name → messages) for invalid input.' },
  ),
  'Error',
);

/**
 * `{ 409: ErrorResponse }` for the codes a route can answer. The OpenAPI document adds what its
 * declaration implies (400, 401, 403, 404, 413, 415: documentedErrors in plugins/infrastructure/openapi-document.ts);
 * list the others.
 */
export function errorResponses<const C extends number>(...codes: C[]): Record<C, typeof ErrorResponse> {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponse])) as Record<C, typeof ErrorResponse>;
}

/** Ids of serial columns: PostgreSQL integers, so anything larger is a 400, not a database error. */
export const SerialId = (description?: string) =>
  Type.Integer({ minimum: 1, maximum: INT4_MAX, ...(description ? { description } : {}) });

/**
 * The id type of a path or query parameter's schema, SerialId's or a uuid string's: such
 * parameters are parsed strictly, before Ajv (plugins/infrastructure/strict-ids.ts).
 */
export function idTypeOf(schema: unknown): IdType | undefined {
  const { type, minimum, maximum, format } = (schema ?? {}) as Record<string, unknown>;
  if (type === 'integer' && minimum === 1 && maximum === INT4_MAX) return 'id';
  if (type === 'string' && format === 'uuid') return 'uuid';
  return undefined;
}

/** Integers of PostgreSQL's `integer` columns. */
export const Int4 = () => Type.Integer({ minimum: INT4_MIN, maximum: INT4_MAX });

/**
 * A number or boolean a body takes as such or as its text ('25', 'true'), as a form holds it and
 * ASP.NET's model binding reads it; the domain schema (or requireId) reads the text, and answers
 * text that is none in its own words ('Active must be true or false').
 */
export const OrText = <T extends TSchema>(schema: T, description?: string) =>
  Type.Union([schema, Type.String({ description: 'The same value as text.' })], {
    ...(description ? { description } : {}),
  });

/** A serial id in a body: a JSON number or its text, as requireId reads it. */
export const IdInput = (description?: string) => OrText(SerialId(), description);

/**
 * A value that may be null. OpenAPI 3.0's `nullable` rather than a union with Null: Ajv's type
 * coercion would turn a null number into 0 inside a union, and 'only empty fails' (SPEC §5) needs
 * to see the null.
 */
export const Nullable = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, nullable: true });

/** A field a client may leave out or send as null; the domain schema then reports it as required. */
export const Maybe = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema));
