// The one HTTP client to the licensing REST API (ARCHITECTURE.md): a keep-alive undici Pool shared by
// every request, a RestClient per GraphQL request bound to the caller's bearer token, and one typed
// error for every REST failure, carrying the `extensions.code` it answers (src/errors.ts formats it).
// A workflow is called through its declaration (domain's `workflows`), never by a path of its own.
import { type DeclaredWorkflow, messages, type PathParams, workflowPath } from '@licensing/domain';
import { Pool } from 'undici';
import type { ErrorCode } from '../errors.js';
import type { RestAnswers } from '../generated/rest.js';
import { traceHeaders } from '../observability.js';

/** Field messages of a refused input, keyed by GraphQL input field name: `{ name: ['...'] }`. */
export type FieldErrors = Record<string, string[]>;

/** What a REST failure carries; retryAfter: the seconds a 429's Retry-After asks to wait. */
type ErrorDetails = { status?: number; fieldErrors?: FieldErrors; retryAfter?: number; cause?: unknown };
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message, { cause: details.cause });
  }
}

export function isUpstreamError(error: unknown, code?: ErrorCode): error is UpstreamError {
  return error instanceof UpstreamError && (code === undefined || error.code === code);
}

/** A rejection handler: `value` for an UpstreamError of one of `codes`, anything else thrown on. */
export const answerOn =
  <T>(value: T, ...codes: ErrorCode[]) =>
  (error: unknown): T => {
    if (codes.some((code) => isUpstreamError(error, code))) return value;
    throw error;
  };

export interface CallOptions {
  /** The SPEC §8 default text, used when the REST API answers no Message: `messages.addFailed`. */
  failure: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** GraphQL field → REST field of the entity, so ModelState keys come back as GraphQL field names. */
  fields?: Readonly<Record<string, string>>;
}

/** The JSON answer of a declared workflow, by its name (the REST types generated from /openapi.json). */
export type WorkflowAnswer<W extends DeclaredWorkflow> = W['operationId'] extends keyof RestAnswers
  ? RestAnswers[W['operationId']]
  : unknown;

/** A declared workflow's call: its path's parameters, and its body, form or query. */
export type WorkflowCall<W extends DeclaredWorkflow> = CallOptions & {
  /** Values by field name (`{ email }`), sent by the REST names of the workflow's or the call's `fields`. */
  input?: { readonly [K in keyof W['fields']]?: unknown };
  /** The rest of a JSON body (a POST or PUT sends `{}` when there is none). */
  body?: Record<string, unknown>;
  /** A form-encoded body instead (POST /Login). */
  form?: Record<string, string>;
} & ([PathParams<W['path']>] extends [never]
    ? { params?: never }
    : { params: Record<PathParams<W['path']>, string | number> });

export interface UpstreamOptions {
  connections?: number;
  /** Calls that may wait for a connection; beyond them a call fails at once (UNAVAILABLE). */
  maxQueued?: number;
  /** How long a call may wait for a connection. */
  queueTimeoutMs?: number;
  /** Hears each call's outcome (the metrics): its route, its status or null without an answer, its seconds. */
  observe?: (method: string, route: string, status: number | null, seconds: number) => void;
}

/** Counts the REST calls made, so tests can assert that nested queries are batched. */
export interface UpstreamStats {
  /** Every REST call. */
  requests: number;
  /** Of those, the session gate's token checks (remembered for a second, so they follow the clock). */
  sessionChecks: number;
}

/** The licensing REST API at one base URL: owns the connection pool and the call counter. */
export class Upstream {
  readonly stats: UpstreamStats = { requests: 0, sessionChecks: 0 };
  private readonly pool: Pool;
  private readonly basePath: string;
  private readonly slots: Slots;
  private readonly observe: UpstreamOptions['observe'];

  constructor(
    /** licensing-api's base URL (its hub is at `${baseUrl}/hub`). */
    readonly baseUrl: string,
    options: UpstreamOptions = {},
  ) {
    const url = new URL(baseUrl);
    const connections = options.connections ?? 32;
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.observe = options.observe;
    this.slots = new Slots(connections, options.maxQueued ?? 256, options.queueTimeoutMs ?? 5_000);
    this.pool = new Pool(url.origin, {
      connections,
      keepAliveTimeout: 10_000,
      connect: { timeout: 5_000 },
      // Time allowed for the response headers, and between body chunks.
      headersTimeout: 15_000,
      bodyTimeout: 15_000,
      maxResponseSize: 32 * 1024 * 1024,
    });
  }

  /**
   * A client that sends `Authorization: Bearer <token>` when there is a token, and the caller's
   * address as X-Forwarded-For so the REST API throttles sign-ins per client, not per gateway.
   */
  client(token: string | null, callerAddress: string | null = null): RestClient {
    return new RestClient(this, { token, address: callerAddress });
  }

  async close(): Promise<void> {
    await this.pool.close();
  }

  /**
   * @internal Used by RestClient. `route`: the path's pattern, the metrics' label (a workflow's
   * declared path; by default the path with its values cut, routeOf).
   */
  async send<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    caller: Caller,
    options: CallOptions,
    body?: { contentType: string; payload: string },
    route = routeOf(path),
  ): Promise<T> {
    const started = performance.now();
    let answered: number | null = null;
    try {
      return await this.request<T>(method, path, caller, options, body, (status) => {
        answered = status;
      });
    } finally {
      this.observe?.(method, route, answered, (performance.now() - started) / 1000);
    }
  }

  private async request<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    caller: Caller,
    options: CallOptions,
    body: { contentType: string; payload: string } | undefined,
    answered: (status: number) => void,
  ): Promise<T> {
    // In the current request's trace (observability.ts): a traceparent with a new span id.
    const headers: Record<string, string> = { accept: 'application/json', ...traceHeaders() };
    if (caller.token) headers.authorization = `Bearer ${caller.token}`;
    if (caller.address) headers['x-forwarded-for'] = caller.address;
    if (body) headers['content-type'] = body.contentType;
    const search = options.query ? toSearch(options.query) : '';
    if (!(await this.slots.take())) throw new UpstreamError('UPSTREAM_UNAVAILABLE', options.failure);
    this.stats.requests += 1;
    let status: number;
    let text: string;
    let wait = Number.NaN;
    try {
      const response = await this.pool.request({
        method,
        path: `${this.basePath}${path}${search}`,
        headers,
        body: body?.payload,
      });
      status = response.statusCode;
      answered(status);
      wait = Number(response.headers['retry-after']);
      text = await response.body.text();
    } catch (cause) {
      throw new UpstreamError('UPSTREAM_UNAVAILABLE', options.failure, { cause });
    } finally {
      this.slots.give();
    }
    const data = parseJson(text);
    if (status >= 200 && status < 300) {
      if (data === INVALID_JSON)
        throw new UpstreamError('INTERNAL_SERVER_ERROR', options.failure, { status });
      return data as T;
    }
    throw errorFromResponse(status, data, options, wait);
  }
}

/** Who a REST call is made for. */
type Caller = { token: string | null; address: string | null };

/**
 * The REST API as seen by one caller in one operation: JSON helpers that forward the caller's token.
 * Identical GETs are made once per operation (aliases asking the same page cost one call); a write
 * forgets them, since it may change their answers.
 */
export class RestClient {
  private readonly gets = new Map<string, Promise<unknown>>();

  constructor(
    private readonly upstream: Upstream,
    private readonly caller: Caller,
  ) {}

  /** `route`: the path's pattern for the metrics, when the path holds values the default routeOf would not cut. */
  get<T>(path: string, options: CallOptions, route?: string): Promise<T> {
    const key = `${options.failure}\n${path}${options.query ? toSearch(options.query) : ''}`;
    let answer = this.gets.get(key);
    if (!answer) {
      answer = this.upstream.send<T>('GET', path, this.caller, options, undefined, route);
      this.gets.set(key, answer);
    }
    return answer as Promise<T>;
  }

  /** A POST, PUT or DELETE (with no body): forgets the operation's GETs, which it may change. */
  write<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, options: CallOptions): Promise<T> {
    this.gets.clear();
    const sent = body === undefined ? undefined : json(body);
    return this.upstream.send<T>(method, path, this.caller, options, sent);
  }

  /**
   * Calls a declared workflow: its method, its path with `params` filled in; ModelState keys come
   * back in its declared fields' names. A GET is made once per operation, as `get` is.
   */
  call<W extends DeclaredWorkflow>(workflow: W, request: WorkflowCall<W>): Promise<WorkflowAnswer<W>> {
    const { params, input, body, form, ...options } = request;
    const path = workflowPath(workflow, params);
    const call = { fields: workflow.fields, ...options };
    if (workflow.method === 'GET') return this.get(path, call, workflow.path);
    this.gets.clear();
    const sent = payload(workflow, call, input, body, form);
    return this.upstream.send(workflow.method, path, this.caller, call, sent, workflow.path);
  }
}

/**
 * The pool's connections as slots: a call waits for a free one in a bounded queue, for a bounded
 * time, so a burst fails fast (UNAVAILABLE) instead of piling up unbounded behind the pool.
 */
class Slots {
  private free: number;
  private readonly waiting: ((taken: boolean) => void)[] = [];

  constructor(
    size: number,
    private readonly maxQueued: number,
    private readonly timeoutMs: number,
  ) {
    this.free = size;
  }

  /** Resolves true once a slot is taken, false when the queue is full or the wait timed out. */
  take(): Promise<boolean> {
    if (this.free > 0) {
      this.free -= 1;
      return Promise.resolve(true);
    }
    if (this.waiting.length >= this.maxQueued) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(wake), 1);
        resolve(false);
      }, this.timeoutMs);
      const wake = (taken: boolean) => {
        clearTimeout(timer);
        resolve(taken);
      };
      this.waiting.push(wake);
    });
  }

  give(): void {
    const next = this.waiting.shift();
    if (next) next(true);
    else this.free += 1;
  }
}

/**
 * A path's metric label when no pattern is given: /api/<Controller>/<Action>, what follows (an id)
 * cut to '/{…}', so the label set stays that of the routes, whatever the values.
 */
export function routeOf(path: string): string {
  const segments = path.split('/');
  return segments.length > 4 ? `${segments.slice(0, 4).join('/')}/{…}` : path;
}

function json(body: unknown) {
  return { contentType: 'application/json', payload: JSON.stringify(body) };
}

/** A workflow call's payload: its form, or its body with its input by its fields' REST names. */
function payload(
  workflow: DeclaredWorkflow,
  { fields }: CallOptions,
  input?: object,
  body?: object,
  form?: Record<string, string>,
) {
  if (form) {
    const text = new URLSearchParams(form).toString();
    return { contentType: 'application/x-www-form-urlencoded', payload: text };
  }
  if (workflow.method === 'DELETE') return undefined;
  const values = input as Record<string, unknown> | undefined;
  const named = Object.entries(fields ?? {}).map(([name, rest]) => [rest, values?.[name] ?? null]);
  return json({ ...body, ...(values && Object.fromEntries(named)) });
}

function toSearch(query: NonNullable<CallOptions['query']>): string {
  const defined = Object.entries(query).filter(([, value]) => value !== undefined);
  const search = new URLSearchParams(defined.map(([key, value]): [string, string] => [key, String(value)]));
  return search.size > 0 ? `?${search}` : '';
}

const INVALID_JSON = Symbol('invalid JSON');

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return INVALID_JSON;
  }
}

/**
 * The code of a REST failure's status; any other status (a 5xx) is the REST API's own failure. The
 * REST API is unavailable as well when it cannot be reached, times out or the queue is full.
 */
const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'BAD_USER_INPUT',
  422: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
  // A system behind the REST API is down.
  502: 'UPSTREAM_UNAVAILABLE',
  503: 'UPSTREAM_UNAVAILABLE',
  504: 'UPSTREAM_UNAVAILABLE',
};

/** REST errors answer `{ Message, ModelState? }`; the Message wins over the default text. */
function errorFromResponse(status: number, data: unknown, options: CallOptions, wait: number): UpstreamError {
  const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const code = CODE_BY_STATUS[status] ?? 'INTERNAL_SERVER_ERROR';
  const fallback = code === 'UNAUTHENTICATED' ? messages.authenticationRequired : options.failure;
  const message = typeof body.Message === 'string' && body.Message !== '' ? body.Message : fallback;
  const fieldErrors = toFieldErrors(body.ModelState, options.fields);
  const limited = code === 'RATE_LIMITED' && wait >= 0 ? { retryAfter: wait } : {};
  return new UpstreamError(code, message, { status, ...(fieldErrors ? { fieldErrors } : {}), ...limited });
}

/** ModelState `{ "model.ProductName": ["..."] }` → `{ name: ["..."] }` (unknown keys are kept). */
function toFieldErrors(modelState: unknown, fields: CallOptions['fields']): FieldErrors | undefined {
  if (typeof modelState !== 'object' || modelState === null) return undefined;
  const graphqlName = new Map(Object.entries(fields ?? {}).map(([gql, rest]) => [rest.toLowerCase(), gql]));
  const result: FieldErrors = {};
  for (const [key, value] of Object.entries(modelState)) {
    const restName = key.slice(key.lastIndexOf('.') + 1);
    const name = graphqlName.get(restName.toLowerCase()) ?? restName;
    const list = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string');
    result[name] = [...(result[name] ?? []), ...list];
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/** A REST answer in GraphQL names: every key's first letter lower-cased (`VendorName` → `vendorName`). */
export type Camel<T> = T extends readonly (infer Item)[]
  ? Camel<Item>[]
  : T extends object
    ? { [K in keyof T as Uncapitalize<K & string>]: Camel<T[K]> }
    : T;

/** Renames an answer's keys, in nested objects and lists too; only what the schema selects is answered. */
export function camelKeys<T>(value: T): Camel<T> {
  if (Array.isArray(value)) return value.map(camelKeys) as Camel<T>;
  if (typeof value !== 'object' || value === null) return value as Camel<T>;
  const entries = Object.entries(value).map(([key, item]) => [
    key[0]!.toLowerCase() + key.slice(1),
    camelKeys(item),
  ]);
  return Object.fromEntries(entries) as Camel<T>;
}
