// Every failure answers `{ Message }` (plus ModelState for invalid input): our HttpErrors, Fastify's
// schema-validation and body-parsing errors as 400s naming the field or problem, unknown routes as
// 404, Fastify's other refusals (a 414 path, a 415 body) in our words. Anything else is logged and
// answered as a bare 500 with no internals. No answer repeats what the caller sent.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, type ModelState } from '../../lib/errors.js';
import { apiMessages } from '../../lib/messages.js';
import { QboError } from '../../qbo/client.js';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** A field name and a sentence for one Ajv issue: 'The ProductID field is required.' */
function describeValidationIssue(issue: ValidationIssue): { field: string; message: string } {
  const params = issue.params as { missingProperty?: unknown; limit?: unknown };
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (issue.keyword === 'required' && typeof params.missingProperty === 'string') {
    const field = path ? `${path}.${params.missingProperty}` : params.missingProperty;
    return { field, message: apiMessages.fieldRequired(field) };
  }
  const problem = issue.message ?? 'is invalid';
  if (!path) return { field: 'body', message: apiMessages.bodyInvalid(problem) };
  // An empty string where a non-empty one is needed reads as a missing field.
  if (issue.keyword === 'minLength' && params.limit === 1) {
    return { field: path, message: apiMessages.fieldRequired(path) };
  }
  return { field: path, message: apiMessages.fieldInvalid(path, problem) };
}

/**
 * Fastify's clientErrorHandler: what Node's HTTP parser refuses before any route runs (headers or
 * request line over 16 KiB, garbage, a request that never finishes) is answered as `{ Message }` too.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, apiMessages.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, apiMessages.requestTimeout]
        : [400, apiMessages.badRequest];
  const body = JSON.stringify({ Message: message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Fastify's own 4xx, by code: its texts can echo the request (the path of a 414, a 415's type). */
const FRAMEWORK_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_MAX_PARAM_LENGTH: apiMessages.uriTooLong,
  FST_ERR_BAD_URL: apiMessages.invalidUri,
  FST_ERR_INVALID_URL: apiMessages.invalidUri,
  FST_ERR_CTP_BODY_TOO_LARGE: apiMessages.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: apiMessages.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: apiMessages.bodyLengthMismatch,
  FST_ERR_CTP_EMPTY_JSON_BODY: apiMessages.invalidJsonBody,
  FST_ERR_CTP_INVALID_JSON_BODY: apiMessages.invalidJsonBody,
};

/** The Message of a 4xx that is not ours: never the error's own text. */
const clientErrorMessage = (error: FastifyError, statusCode: number) =>
  FRAMEWORK_MESSAGES[error.code] ??
  (statusCode === 400 ? apiMessages.badRequest : `${STATUS_CODES[statusCode] ?? 'Client Error'}.`);

/**
 * Fastify's frameworkErrors: what its router refuses before any route or hook runs (a path
 * parameter over maxParamLength, a malformed percent-encoding).
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
  return send(
    reply,
    statusCode,
    statusCode < 500 ? clientErrorMessage(error, statusCode) : apiMessages.internalError,
  );
}

function send(reply: FastifyReply, statusCode: number, message: string, modelState?: ModelState) {
  return reply
    .code(statusCode)
    .send(modelState ? { Message: message, ModelState: modelState } : { Message: message });
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof HttpError) return send(reply, error.statusCode, error.message, error.modelState);
      // QuickBooks Online failed or refused: the upstream's readable reason, never its secrets.
      if (error instanceof QboError) {
        request.log.warn({ status: error.status }, `QuickBooks Online: ${error.message}`);
        if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
        return send(reply, error.status === 429 ? 503 : 502, error.message);
      }

      if (error.validation && error.validation.length > 0) {
        const { field, message } = describeValidationIssue(error.validation[0]!);
        return send(reply, 400, message, { [field]: [message] });
      }

      // secure-json-parse's refusal of __proto__ keys.
      if (error instanceof SyntaxError && error.statusCode === 400) {
        return send(reply, 400, apiMessages.invalidJsonBody);
      }

      const statusCode = error.statusCode ?? 500;
      if (statusCode >= 400 && statusCode < 500)
        return send(reply, statusCode, clientErrorMessage(error, statusCode));

      request.log.error({ err: error }, 'request failed');
      return send(reply, statusCode >= 500 && statusCode < 600 ? statusCode : 500, apiMessages.internalError);
    });

    app.setNotFoundHandler((_request, reply) => send(reply, 404, apiMessages.noRoute));
  },
  { name: 'errors' },
);
