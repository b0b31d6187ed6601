// Test helpers: a real licensing-api (in-memory PGlite, demo seed) and the gateway on free ports,
// and a small GraphQL-over-HTTP caller on undici.
import { createServer } from 'node:net';
import { type LicensingApiOptions, type RunningLicensingApi, startLicensingApi } from '@licensing/api';
import { request } from 'undici';
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
