// Nothing but signing in and out, asking for a forgotten password, the public mutations below, `me`,
// `health` and introspection runs without a valid session:
// an anonymous operation is refused before any resolver or REST call runs, so a stranger cannot
// make the gateway spend the REST API's capacity; a read-only token runs no mutation but the public
// ones (every other mutation writes). A token is checked once per operation against the REST API,
// and the answer is remembered for half a second: a busy client costs two checks a second, and a
// token revoked on any replica stops within a second everywhere, even where the gateway answers
// without a REST call (reference lists).
import { createHash } from 'node:crypto';
import { type ApolloServerPlugin, HeaderMap } from '@apollo/server';
import { apiTokenMessages, messages } from '@licensing/domain';
import type { DocumentNode, SelectionSetNode } from 'graphql';
import { fragmentsOf, graphql } from './graphql-runtime.js';
import { getUserInfo } from './rest/account.js';
import { answerOn, type Upstream } from './rest/client.js';

const { Kind } = graphql;

/**
 * Mutations that need no session, so a read-only token may run them as anyone may: the licensed
 * software's activation, validation and deactivation among them.
 */
const PUBLIC_MUTATIONS: ReadonlySet<string> = new Set([
  'signIn',
  'forgotPassword',
  'trialRequestAction',
  'activateMachine',
  'validateLicense',
  'deactivateMachineByKey',
]);

const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  ...PUBLIC_MUTATIONS,
  'signOut',
  'me',
  'health',
  '__schema',
  '__type',
  '__typename',
]);

/** The operation to run: its kind, and whether it selects a root field other than the public ones. */
function operationNeeds(
  document: DocumentNode,
  operationName: string | null | undefined,
): { session: boolean; write: boolean } {
  const fragments = fragmentsOf(document);
  const operation = graphql.getOperationAST(document, operationName);
  if (!operation) return { session: true, write: true };
  // A fragment is looked into once (`seen`, shared): it answers the same wherever it is spread, and a
  // document whose fragments each spread the previous one twice would otherwise take exponential time.
  const selects = (set: SelectionSetNode, outside: ReadonlySet<string>, seen: Set<string>): boolean =>
    set.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return !outside.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return selects(selection.selectionSet, outside, seen);
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) return false;
      return selects(fragment.selectionSet, outside, seen.add(name));
    });
  const isMutation = operation.operation === graphql.OperationTypeNode.MUTATION;
  return {
    session: selects(operation.selectionSet, PUBLIC_ROOT_FIELDS, new Set()),
    write: isMutation && selects(operation.selectionSet, PUBLIC_MUTATIONS, new Set()),
  };
}

const REMEMBER_MS = 500;
const MAX_REMEMBERED = 10_000;

/** What a bearer token may do: nothing (unknown, expired, revoked, inactive user), read, or write. */
export type SessionScope = 'none' | 'read' | 'write';

export interface SessionChecker {
  /** A bearer token's scope: asked of the REST API, remembered for half a second. */
  scopeOf(token: string): Promise<SessionScope>;
  /** A token the REST API has just issued (signIn through this gateway) needs no asking. */
  remember(token: string): void;
}

/** A token's scope as the REST API answers it now; an outage is no answer, and throws. */
export const askScope = (upstream: Upstream, token: string): Promise<SessionScope> =>
  getUserInfo(upstream.client(token)).then(
    (user): SessionScope => (user.IsActive ? user.TokenScope : 'none'),
    answerOn<SessionScope>('none', 'UNAUTHENTICATED', 'FORBIDDEN'),
  );

export function sessionChecker(upstream: Upstream): SessionChecker {
  // Keyed by the token's hash, so a heap dump holds no usable tokens.
  const remembered = new Map<string, { until: number; answer: Promise<SessionScope> }>();
  const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');
  const store = (key: string, answer: Promise<SessionScope>) => {
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(key, { until: Date.now() + REMEMBER_MS, answer });
  };
  return {
    scopeOf(token) {
      const key = keyOf(token);
      const known = remembered.get(key);
      if (known && known.until > Date.now()) return known.answer;
      upstream.stats.sessionChecks += 1;
      const answer = askScope(upstream, token).catch((error: unknown) => {
        remembered.delete(key); // an outage is no answer
        throw error;
      });
      store(key, answer);
      return answer;
    },
    remember(token) {
      store(keyOf(token), Promise.resolve('write'));
    },
  };
}

/**
 * Refuses, with `data: null` before execution, an operation that needs a session when the caller has
 * none (UNAUTHENTICATED) and a writing mutation of a read-only token (FORBIDDEN). When the REST API
 * cannot be asked, the operation goes on: the REST API still checks every call, and the resolvers
 * answer the outage with their own texts.
 */
export function sessionGatePlugin<TContext extends { token: string | null }>(
  sessions: SessionChecker,
): ApolloServerPlugin<TContext> {
  return {
    requestDidStart: async () => ({
      async responseForOperation({ document, request, contextValue }) {
        const needs = operationNeeds(document, request.operationName);
        if (!needs.session && !needs.write) return null;
        const { token } = contextValue;
        // When the REST API cannot be asked, it still checks every call the operation makes.
        const scope = token ? await sessions.scopeOf(token).catch((): SessionScope => 'write') : 'none';
        const refusal =
          scope === 'none' && needs.session
            ? { message: messages.authenticationRequired, extensions: { code: 'UNAUTHENTICATED' } }
            : scope === 'read' && needs.write
              ? { message: apiTokenMessages.readOnly, extensions: { code: 'FORBIDDEN' } }
              : null;
        if (!refusal) return null;
        return {
          http: { status: undefined, headers: new HeaderMap() },
          body: { kind: 'single', singleResult: { data: null, errors: [refusal] } },
        };
      },
    }),
  };
}
