// How both services log (pure settings, shared so they cannot drift): a line per finished request
// at the level its outcome deserves, pretty-printed for a person at a terminal.
/** A request slower than this is logged at info; others at debug (a line per request is too much). */
export const SLOW_REQUEST_MS = 1000;

/** The level a finished request is logged at: failed and slow ones at info, the rest at debug. */
export const requestLogLevel = (statusCode: number, elapsedMs: number): 'info' | 'debug' =>
  statusCode >= 500 || elapsedMs > SLOW_REQUEST_MS ? 'info' : 'debug';

/** Where URLs carry secrets: an e-mailed link's token (path or query), a browser hub client's token. */
const SECRET_PATH = /^(\/trial-request-action\/[^/?#]*\/[^/?#]*\/)[^/?#]+/i;
const SECRET_QUERY = /([?&](?:token|access_token)=)[^&#]*/gi;

/** A URL as it may be logged: its secrets replaced by '[redacted]'. */
export const redactUrl = (url: string): string =>
  url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');

type FinishedRequest = {
  method: string;
  url: string;
  log: Record<'info' | 'debug', (line: object, message: string) => void> & { level: string };
};

/** Pino's levels, least severe first. */
const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/** Logs a finished request (both services' onResponse hook) at its requestLogLevel. */
export function logFinishedRequest(
  request: FinishedRequest,
  reply: { statusCode: number; elapsedTime: number },
): void {
  const level = requestLogLevel(reply.statusCode, reply.elapsedTime);
  // Most requests are debug lines an info logger drops: not worth building.
  if (LEVELS.indexOf(level) < LEVELS.indexOf(request.log.level)) return;
  const line = {
    method: request.method,
    url: redactUrl(request.url),
    statusCode: reply.statusCode,
    ms: Math.round(reply.elapsedTime),
  };
  request.log[level](line, 'request completed');
}

/** Pino options that print readable lines when the output is a terminal (pino-pretty), else JSON. */
export const prettyWhenTerminal = (isTerminal: boolean) =>
  isTerminal
    ? {
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
        },
      }
    : {};
