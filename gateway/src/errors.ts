// GraphQL errors of the gateway (ARCHITECTURE.md): every error answers an `extensions.code`, never a
// stack trace or internals. REST failures are mapped here, in one exhaustive switch.
import { entities, messages, sortableFields, sortableFieldsSentence } from '@licensing/domain';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { type FieldErrors, UpstreamError, type UpstreamErrorCode } from './rest/client.js';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export function errorCodeFor(code: UpstreamErrorCode): ErrorCode {
  switch (code) {
    case 'INVALID':
      return 'BAD_USER_INPUT';
    case 'THROTTLED':
      return 'RATE_LIMITED';
    case 'UNAUTHENTICATED':
      return 'UNAUTHENTICATED';
    case 'FORBIDDEN':
      return 'FORBIDDEN';
    case 'NOT_FOUND':
      return 'NOT_FOUND';
    case 'CONFLICT':
      return 'CONFLICT';
    case 'UNAVAILABLE':
      return 'UPSTREAM_UNAVAILABLE';
    case 'FAILED':
      return 'INTERNAL_SERVER_ERROR';
    default: {
      const unhandled: never = code;
      throw new Error(`Unhandled upstream error code ${String(unhandled)}`);
    }
  }
}

export function gatewayError(code: ErrorCode, message: string, fieldErrors?: FieldErrors): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } });
}

export function badUserInput(message: string, fieldErrors?: FieldErrors): GraphQLError {
  return gatewayError('BAD_USER_INPUT', message, fieldErrors);
}

/** For a value that must exist (an entity just created or updated). */
export function required<T>(value: T | null | undefined, message: string = messages.getItemFailed): T {
  if (value === null || value === undefined) throw gatewayError('NOT_FOUND', message);
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
    if (original instanceof UpstreamError) {
      const code = errorCodeFor(original.code);
      if (code === 'UPSTREAM_UNAVAILABLE' || code === 'INTERNAL_SERVER_ERROR') {
        log.warn(
          { err: original.details.cause ?? original, status: original.details.status },
          'upstream failed',
        );
      }
      const { fieldErrors } = original.details;
      return {
        message: original.message,
        ...(locations ? { locations } : {}),
        ...(path ? { path } : {}),
        extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) },
      };
    }
    const unknownSort = unknownSortMessage(formatted.message);
    if (unknownSort) {
      return {
        message: unknownSort,
        ...(locations ? { locations } : {}),
        extensions: { code: 'BAD_USER_INPUT' },
      };
    }
    if (isGraphQLError(original)) return formatted;
    log.error({ err: original }, 'unexpected error in a resolver');
    return {
      message: messages.error,
      ...(locations ? { locations } : {}),
      ...(path ? { path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
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
