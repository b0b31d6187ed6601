// TypeBox building blocks every route shares.
import { type Static, type TSchema, Type } from 'typebox';
import { INT4_MAX } from '../crud/ids.js';

/** Every 4xx answers this; ModelState names the fields at fault when there are any. */
export const ErrorResponse = Type.Object(
  {
    Message: Type.String(),
    ModelState: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { description: 'An error: Message, and ModelState (field name → messages) for invalid input.' },
);

/** `{ 400: ErrorResponse, 404: ErrorResponse }` for the codes a route can answer. 401 is implied by auth. */
export function errorResponses<const C extends number>(...codes: C[]): Record<C, typeof ErrorResponse> {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponse])) as Record<C, typeof ErrorResponse>;
}

/** Ids of serial columns: PostgreSQL integers, so anything larger is a 400, not a database error. */
export const SerialId = (description?: string) =>
  Type.Integer({ minimum: 1, maximum: INT4_MAX, ...(description ? { description } : {}) });

/**
 * A value that may be null. OpenAPI 3.0's `nullable` rather than a union with Null: Ajv's type
 * coercion would turn a null number into 0 inside a union, and 'only empty fails' (SPEC §5) needs
 * to see the null.
 */
export const Nullable = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, nullable: true });

/** A field a client may leave out or send as null; the domain schema then reports it as required. */
export const Maybe = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema));
