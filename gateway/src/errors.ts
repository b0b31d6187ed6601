// GraphQL errors of the gateway (ARCHITECTURE.md): every error answers an `extensions.code`, never a
// stack trace or internals. REST failures carry theirs (rest/client.ts maps each status to one).
import { entities, messages, sortableFields, sortableFieldsSentence } from '@licensing/domain';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { type FieldErrors, UpstreamError } from './rest/client.js';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export function gatewayError(code: ErrorCode, message: string, fieldErrors?: FieldErrors): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } });
}

export function badUserInput(message: string, fieldErrors?: FieldErrors): GraphQLError {
  return gatewayError('BAD_USER_INPUT', message, fieldErrors);
}

/** For a value that must exist (an entity just created or updated). */
export function required<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw gatewayError('NOT_FOUND', messages.getItemFailed);
  return value;
}

/**
 * Apollo's formatError: REST failures become their code and message; errors the gateway raised on
 * purpose (GraphQLError) pass; anything else is a bug, logged and answered as 'Error'.
 */
export function createFormatError(log: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = isGraphQLError(error) && error.path && error.originalError ? error.originalError : error;
    const { locations, path } = formatted;
    const answer = (message: string, extensions: Record<string, unknown>, withPath = true) => ({
      message,
      ...(locations ? { locations } : {}),
      ...(withPath && path ? { path } : {}),
      extensions,
    });
    if (original instanceof UpstreamError) {
      const { code, details } = original;
      if (code === 'UPSTREAM_UNAVAILABLE' || code === 'INTERNAL_SERVER_ERROR') {
        log.warn({ err: details.cause ?? original, status: details.status }, 'upstream failed');
      }
      return answer(original.message, {
        code,
        ...(details.fieldErrors ? { fieldErrors: details.fieldErrors } : {}),
        ...(details.retryAfter !== undefined ? { retryAfter: details.retryAfter } : {}),
      });
    }
    const unknownSort = unknownSortMessage(formatted.message);
    if (unknownSort) return answer(unknownSort, { code: 'BAD_USER_INPUT' }, false);
    if (isGraphQLError(original)) return formatted;
    log.error({ err: original }, 'unexpected error in a resolver');
    return answer(messages.error, { code: 'INTERNAL_SERVER_ERROR' });
  };
}

/**
 * graphql-js refuses a sort field outside an entity's `XSortField` enum in its own words; integrators
 * get the sentence every layer answers, listing the declaration's sortable fields.
 */
function unknownSortMessage(message: string): string | undefined {
  const match =
    /Value "([^"]*)" does not exist in "(\w+)SortField" enum/.exec(message) ??
    /Enum "(\w+)SortField" cannot represent non-enum value: "?([^"]*)"?\./.exec(message);
  if (!match) return undefined;
  const [field, name] = match[0].startsWith('Value') ? [match[1], match[2]] : [match[2], match[1]];
  const entity = entities.find((candidate) => candidate.name === name);
  if (!entity) return undefined;
  return `Cannot sort by '${field}'. ${sortableFieldsSentence(sortableFields(entity))}`;
}

/**
 * By its tag rather than `instanceof`: graphql ships CommonJS and ESM builds, and a process (a test
 * runner, say) can load both, so a GraphQLError of one build is no instance of the other's class.
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  return Object.prototype.toString.call(error) === '[object GraphQLError]';
}
