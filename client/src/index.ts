// A typed client of licensing-api's REST API for integrators: openapi-fetch over the types
// openapi-typescript generates from the API's own /openapi.json at build time (src/generated/, build
// output). Every path, parameter, body and answer is typed, and each entity is a named type
// (`Customer`, `Order`, `ProductLicense`, `CustomerInput`, `Error`).
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './generated/openapi.js';

export type * from './generated/openapi.js';

/** The typed client: `api.GET('/api/Customer/GetCustomers', { params: { query: { Count: 5 } } })`. */
export type LicensingClient = Client<paths>;

/** A client of the licensing-api at `baseUrl`, sending `token` (a sign-in's or an integrator token) as its bearer. */
export function licensingClient(
  baseUrl: string,
  token?: string,
  options: ClientOptions = {},
): LicensingClient {
  return createClient<paths>({
    ...options,
    baseUrl,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
  });
}

type LoginForm = paths['/Login']['post']['requestBody']['content']['application/x-www-form-urlencoded'];

/**
 * Signs in with POST /Login, form-encoded as the API takes it, and answers the bearer token (it lasts
 * TOKEN_TTL_SECONDS, a day by default). A refusal throws the API's Message.
 */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const form: LoginForm = { username: email, password, grant_type: 'password' };
  const { data, error, response } = await licensingClient(baseUrl).POST('/Login', {
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    bodySerializer: (body) => new URLSearchParams(body as Record<string, string>),
  });
  if (!data)
    throw new Error(`Sign-in refused (${response.status}): ${error?.Message ?? response.statusText}`);
  return data.access_token;
}
