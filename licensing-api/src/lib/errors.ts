// The errors a handler throws to answer a 4xx. The error handler (plugins/infrastructure/errors.ts)
// turns them into `{ Message, ModelState? }`; anything else thrown is a 500 with no internals.
import { apiMessages } from './messages.js';

/** Field name → its messages, as in ASP.NET's ModelState. */
export type ModelState = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly modelState?: ModelState,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, modelState?: ModelState) =>
  new HttpError(400, message, modelState);
/** A 400 naming the field at fault: its message is the Message and the field's ModelState. */
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });
export const unauthorized = () => new HttpError(401, apiMessages.authorizationDenied);
export const forbidden = () => new HttpError(403, apiMessages.adminOnly);
export const notFound = (entityLabel: string) => new HttpError(404, apiMessages.notFound(entityLabel));
/** 409: the request is refused because of the data's state (e.g. a delete of something in use). */
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** Answers 404 '<entity> not found.' when a lookup found nothing. */
export function orNotFound<T>(value: T | undefined | null, entityLabel: string): T {
  if (value === undefined || value === null) throw notFound(entityLabel);
  return value;
}
