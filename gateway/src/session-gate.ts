// Nothing but signing in and out, asking for a forgotten password, `me`, `health` and
// introspection runs without a valid session:
// an anonymous operation is refused before any resolver or REST call runs, so a stranger cannot
// make the gateway spend the REST API's capacity. A token is checked once per operation against
// the REST API, and the answer is remembered briefly so a busy client costs one check per minute.
import { createHash } from 'node:crypto';
import { type ApolloServerPlugin, HeaderMap } from '@apollo/server';
import { messages } from '@licensing/domain';
import type { DocumentNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql';
import { graphql } from './graphql-runtime.js';
import { getUserInfo } from './rest/account.js';
import { isUpstreamError, type Upstream } from './rest/client.js';

const { Kind } = graphql;

export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'signIn',
  'signOut',
  'forgotPassword',
  'trialRequestAction',
  'me',
  'health',
  '__schema',
  '__type',
  '__typename',
]);

/** Whether the operation to run selects a root field other than the public ones. */
export function needsSession(document: DocumentNode, operationName: string | null | undefined): boolean {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const operation = document.definitions.find(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (!operationName || definition.name?.value === operationName),
  );
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return true;
  const selectsPrivate = (set: SelectionSetNode, seen: Set<string>): boolean =>
    set.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return !PUBLIC_ROOT_FIELDS.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return selectsPrivate(selection.selectionSet, seen);
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) return false;
      return selectsPrivate(fragment.selectionSet, new Set(seen).add(name));
    });
  return selectsPrivate(operation.selectionSet, new Set());
}

const REMEMBER_MS = 60_000;
const MAX_REMEMBERED = 10_000;

export interface SessionChecker {
  /** Whether a bearer token belongs to an active session: asked of the REST API, remembered for a minute. */
  isActive(token: string): Promise<boolean>;
  /** A token the REST API has just issued (signIn through this gateway) needs no asking. */
  remember(token: string): void;
}

export function sessionChecker(upstream: Upstream, rememberMs = REMEMBER_MS): SessionChecker {
  // Keyed by the token's hash, so a heap dump holds no usable tokens.
  const remembered = new Map<string, { until: number; answer: Promise<boolean> }>();
  const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');
  const store = (key: string, answer: Promise<boolean>) => {
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(key, { until: Date.now() + rememberMs, answer });
  };
  return {
    isActive(token) {
      const key = keyOf(token);
      const known = remembered.get(key);
      if (known && known.until > Date.now()) return known.answer;
      const answer = getUserInfo(upstream.client(token)).then(
        (user) => user.IsActive,
        (error: unknown) => {
          if (isUpstreamError(error, 'UNAUTHENTICATED') || isUpstreamError(error, 'FORBIDDEN')) return false;
          remembered.delete(key); // an outage is no answer
          throw error;
        },
      );
      store(key, answer);
      return answer;
    },
    remember(token) {
      store(keyOf(token), Promise.resolve(true));
    },
  };
}

/**
 * Refuses an operation that needs a session when the caller has none, with `data: null` and
 * UNAUTHENTICATED, before execution. When the REST API cannot be asked, the operation goes on: the
 * REST API still checks every call, and the resolvers answer the outage with their own texts.
 */
export function sessionGatePlugin<TContext extends { token: string | null }>(
  sessions: SessionChecker,
): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async responseForOperation({ document, request, contextValue }) {
          if (!needsSession(document, request.operationName)) return null;
          const { token } = contextValue;
          const active = token ? await sessions.isActive(token).catch(() => true) : false;
          if (active) return null;
          const refusal = {
            message: messages.authenticationRequired,
            extensions: { code: 'UNAUTHENTICATED' },
          };
          return {
            http: { status: undefined, headers: new HeaderMap() },
            body: { kind: 'single', singleResult: { data: null, errors: [refusal] } },
          };
        },
      };
    },
  };
}
