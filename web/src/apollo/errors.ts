import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { type GraphQLErrorList, OperationFailed } from './persisted';

const errorsOf = (error: unknown): GraphQLErrorList =>
  CombinedGraphQLErrors.is(error) || error instanceof OperationFailed ? error.errors : [];

/** The first GraphQL error's `extensions.code`, if the error carries one. */
export function errorCode(error: unknown): string | undefined {
  const code = errorsOf(error).find((e) => typeof e.extensions?.code === 'string')?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The server's message (the first GraphQL error's), else `fallback`, the SPEC §8 default text:
 * never a transport message such as 'Response not successful: Received status code 500'.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return errorsOf(error).find((e) => e.message)?.message || fallback;
}

export function isUnauthenticated(error: unknown): boolean {
  return errorsOf(error).some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/**
 * Server-side field messages of a BAD_USER_INPUT error (`extensions.fieldErrors`, keyed by the
 * GraphQL input field name), first message per field; null when there are none.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const result: Record<string, string> = {};
  for (const e of error.errors) {
    const fieldErrors = e.extensions?.fieldErrors;
    if (typeof fieldErrors !== 'object' || fieldErrors === null) continue;
    for (const [field, list] of Object.entries(fieldErrors as Record<string, unknown>)) {
      const first = Array.isArray(list) ? list.find((m) => typeof m === 'string') : undefined;
      if (typeof first === 'string' && !(field in result)) result[field] = first;
    }
  }
  return Object.keys(result).length > 0 ? result : null;
}
