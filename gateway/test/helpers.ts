// Test helpers: a real licensing-api (in-memory PGlite, demo seed) and the gateway on free ports,
// and a small GraphQL-over-HTTP caller on undici.
import { createServer } from 'node:net';
import { type LicensingApiOptions, type RunningLicensingApi, startLicensingApi } from '@licensing/api';
import { request } from 'undici';
import { afterAll, beforeAll } from 'vitest';
import { type Gateway, type GatewayOptions, startGateway } from '../src/index.js';

export const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
export const STAFF = { email: 'staff@example.com', password: 'Staff#2026' };

export interface Stack {
  apiUrl: string;
  /** licensing-api's database, for arranging states the API offers no call for yet. */
  db: RunningLicensingApi['db'];
  gateway: Gateway;
  close(): Promise<void>;
}

export async function startStack(
  options: GatewayOptions = {},
  apiOptions: LicensingApiOptions = {},
): Promise<Stack> {
  const api = await startLicensingApi({
    port: 0,
    host: '127.0.0.1',
    dataDir: ':memory:',
    logger: false,
    seedDemo: true,
    scryptN: 2 ** 10, // fast password hashing in tests
    ...apiOptions,
  });
  const gateway = await startGateway({
    port: 0,
    licensingApiUrl: api.url,
    webDistDir: '/nonexistent',
    ...options,
  });
  return {
    apiUrl: api.url,
    db: api.db,
    gateway,
    async close() {
      await gateway.close();
      await api.close();
    },
  };
}

export interface SharedStackSettings {
  /** Signed in once the stack is up; its session is `token` and `cookie`. null signs in no one. */
  user?: { email: string; password: string } | null;
  gateway?: GatewayOptions;
  api?: LicensingApiOptions;
}

/** One stack for the tests of a describe block, usable inside its tests and later hooks. */
export interface SharedStack extends Omit<Stack, 'close'> {
  /** The gateway's base URL. */
  readonly url: string;
  /** Its graphql-ws endpoint. */
  readonly wsUrl: string;
  /** The bearer token of the user signed in at the start. */
  readonly token: string;
  /** `lb_session=<value>` of that user's browser session, for a Cookie header. */
  readonly cookie: string;
  /**
   * The REST calls made so far but the session gate's token checks: what an operation costs,
   * whether or not its token's check was still remembered.
   */
  restCalls(): number;
  /** `gql` against this gateway, as the user signed in at the start unless `auth` says otherwise. */
  query<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    auth?: Auth,
  ): Promise<GqlResponse<T>>;
}

/**
 * Registers a beforeAll that starts a stack and signs in `user` (ADMIN unless told otherwise) and an
 * afterAll that closes it. Settings given as a function are read when the stack starts, so that they
 * may name what earlier hooks started.
 */
export function sharedStack(settings: SharedStackSettings | (() => SharedStackSettings) = {}): SharedStack {
  let stack: Stack | undefined;
  let session: SignedIn | undefined;
  beforeAll(async () => {
    const { user = ADMIN, gateway, api } = typeof settings === 'function' ? settings() : settings;
    stack = await startStack(gateway, api);
    if (user) session = await signIn(stack.gateway.url, user);
  });
  afterAll(() => stack?.close());

  const started = () => {
    if (!stack) throw new Error('The shared stack starts in beforeAll: use it in tests and later hooks.');
    return stack;
  };
  const signedIn = () => {
    if (!session) throw new Error('The shared stack signed in no one.');
    return session;
  };
  return {
    get apiUrl() {
      return started().apiUrl;
    },
    get db() {
      return started().db;
    },
    get gateway() {
      return started().gateway;
    },
    get url() {
      return started().gateway.url;
    },
    restCalls() {
      const { stats } = started().gateway;
      return stats.requests - stats.sessionChecks;
    },
    get wsUrl() {
      return `${started().gateway.url.replace(/^http/, 'ws')}/graphql`;
    },
    get token() {
      return signedIn().token;
    },
    get cookie() {
      return signedIn().cookie;
    },
    query: <T>(
      query: string,
      variables: Record<string, unknown> = {},
      auth: Auth = { token: session?.token },
    ) => gql<T>(started().gateway.url, query, variables, auth),
  };
}

/** A URL where nothing listens. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

export interface GqlError {
  message: string;
  path?: string[];
  extensions?: { code?: string; fieldErrors?: Record<string, string[]>; [key: string]: unknown };
}

export interface GqlResponse<T = Record<string, unknown>> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  data: T | null | undefined;
  errors: GqlError[] | undefined;
}

export interface Auth {
  token?: string;
  cookie?: string;
  /** Other request headers, e.g. X-Forwarded-For. */
  headers?: Record<string, string>;
}

export async function gql<T = Record<string, unknown>>(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  auth: Auth = {},
): Promise<GqlResponse<T>> {
  const headers: Record<string, string> = { ...auth.headers, 'content-type': 'application/json' };
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.cookie) headers.cookie = auth.cookie;
  const response = await request(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.body.json()) as { data?: T | null; errors?: GqlError[] };
  return { status: response.statusCode, headers: response.headers, data: body.data, errors: body.errors };
}

export const SIGN_IN = /* GraphQL */ `
  mutation SignIn($email: String!, $password: String!, $returnToken: Boolean) {
    signIn(email: $email, password: $password, returnToken: $returnToken) {
      userName isAdmin role accessToken expiresAt
    }
  }
`;

export interface SignedIn {
  /** A bearer token, as integrators get it (signIn with returnToken). */
  token: string;
  /** `lb_session=<value>` of a browser's sign-in (another session), ready for a Cookie header. */
  cookie: string;
  setCookie: string;
}

export async function signIn(
  gatewayUrl: string,
  user: { email: string; password: string },
): Promise<SignedIn> {
  const scripted = await gql<{ signIn: { accessToken: string } }>(gatewayUrl, SIGN_IN, {
    ...user,
    returnToken: true,
  });
  if (!scripted.data?.signIn) throw new Error(`sign-in failed: ${JSON.stringify(scripted.errors)}`);
  const browser = await gql(gatewayUrl, SIGN_IN, user);
  const setCookie = setCookieOf(browser.headers, 'lb_session');
  if (!setCookie) throw new Error('no session cookie');
  return { token: scripted.data.signIn.accessToken, cookie: setCookie.split(';')[0] ?? '', setCookie };
}

export function setCookieOf(headers: GqlResponse['headers'], name: string): string | undefined {
  const raw = headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.find((cookie) => cookie.startsWith(`${name}=`));
}

/** Asserts nothing about internals leaked: no stack traces, no exception details. */
export function expectNoInternals(errors: GqlError[] | undefined): void {
  for (const error of errors ?? []) {
    const text = JSON.stringify(error);
    if (/stacktrace|exception|\bat .*\(.*:\d+:\d+\)/i.test(text)) {
      throw new Error(`error leaks internals: ${text}`);
    }
  }
}
