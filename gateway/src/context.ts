// The context of one GraphQL operation (HTTP request or graphql-ws subscription).
import type { FastifyReply } from 'fastify';
import type { HubRelay } from './hub-events.js';
import { createLoaders, type Loaders } from './loaders.js';
import type { RestClient, Upstream } from './rest/client.js';
import type { SessionChecker } from './session-gate.js';

export interface GatewayContext {
  /** The caller's REST bearer token, or null without a session. */
  token: string | null;
  /** The REST API, forwarding `token`. */
  rest: RestClient;
  /** Fresh per operation. */
  loaders: Loaders;
  /** The HTTP reply (signIn and signOut set the cookie on it); null over graphql-ws. */
  reply: FastifyReply | null;
  /** The session gate's memory (signIn tells it of the tokens it hands out). */
  sessions: SessionChecker;
  /** licensing-api: fresh REST clients for long-lived subscriptions. */
  upstream: Upstream;
  /** licensing-api's hub events, for subscriptions; null over HTTP. */
  hub: HubRelay | null;
}

export function createContext(
  upstream: Upstream,
  sessions: SessionChecker,
  token: string | null,
  reply: FastifyReply | null,
  callerAddress: string | null = null,
): GatewayContext {
  const rest = upstream.client(token, callerAddress);
  return { token, rest, loaders: createLoaders(rest), reply, sessions, upstream, hub: null };
}
