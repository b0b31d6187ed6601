// GraphQL errors of the gateway (ARCHITECTURE.md): every error answers an `extensions.code`, never a
// stack trace or internals. REST failures are mapped here, in one exhaustive switch.
import { messages } from '@licensing/domain';
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
 * By its tag rather than `instanceof`: graphql ships CommonJS and ESM builds, and a process (a test
 * runner, say) can load both, so a GraphQLError of one build is no instance of the other's class.
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  return Object.prototype.toString.call(error) === '[object GraphQLError]';
}
