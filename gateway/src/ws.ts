// graphql-ws on the HTTP server's /graphql path. A connection authenticates on connection_init with
// `connectionParams.authorization` ('Bearer …') or the session cookie of the upgrade request; the
// token is checked against the REST API. Refused connections close with 4403 Forbidden.
// A socket only subscribes: queries and mutations go over HTTP, where CSRF prevention and Apollo's
// plugins apply. Operations get the HTTP path's depth and cost limits, and errors its codes and
// formatting, which graphql-ws would otherwise skip (it validates with the standard rules only and
// sends errors, internals included, as they are, without codes).
// A connection holds at most 20 subscriptions and a session 50; more are refused (RATE_LIMITED).
// Subscriptions share one hub connection per session (hub-events.ts); when the hub refuses a
// session for good, because it ended (sign-out, revocation, expiry) or may not listen, each of its
// subscriptions ends with that error and each of its sockets closes (4401 Unauthorized, 4403
// Forbidden). An upgrade on any other path is cut.
import type { ApolloServerPlugin } from '@apollo/server';
import { messages, workflows } from '@licensing/domain';
import type { FastifyInstance } from 'fastify';
import type {
  DocumentNode,
  ExecutionArgs,
  ExecutionResult,
  GraphQLError,
  GraphQLFormattedError,
  GraphQLSchema,
  ValidationRule,
} from 'graphql';
import { CloseCode, type Context, MessageType, type SubscribePayload, stringifyMessage } from 'graphql-ws';
import { useServer, type Extra as WsExtra } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { createContext } from './context.js';
import { gatewayError } from './errors.js';
import { graphql } from './graphql-runtime.js';
import { eventIdOf, type HubEvent, type HubRefusal, hubRelay } from './hub-events.js';
import { costLimitError, limitRules, type QueryLimits } from './limits.js';
import type { GatewayMetrics } from './observability.js';
import {
  PERSISTED_QUERY_NOT_FOUND,
  type PersistedDocuments,
  withPersistedDocument,
} from './persisted-documents.js';
import type { Upstream } from './rest/client.js';
import { sessionToken } from './session.js';
import { askScope, type SessionChecker } from './session-gate.js';

export const GRAPHQL_PATH = '/graphql';

const subscriptionsOnly: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation !== graphql.OperationTypeNode.SUBSCRIPTION) {
      context.reportError(
        new graphql.GraphQLError(
          'Only subscriptions are served over graphql-ws; send queries and mutations over HTTP.',
          { nodes: [node] },
        ),
      );
    }
  },
});

/** The HTTP side of the same split: a subscription sent over HTTP is the caller's mistake. */
export function noSubscriptionsOverHttp<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    requestDidStart: async () => ({
      async didResolveOperation({ operation }) {
        if (operation?.operation !== graphql.OperationTypeNode.SUBSCRIPTION) return;
        throw new graphql.GraphQLError(
          `Subscriptions are served over graphql-ws at ${GRAPHQL_PATH}, not over HTTP.`,
          { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } },
        );
      },
    }),
  };
}

export interface SubscriptionOptions {
  limits: QueryLimits;
  /** The formatError of the HTTP path (errors.ts). */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  persistedDocuments: PersistedDocuments;
  /** Hears each subscription's start, refused or running (the metrics). */
  countOperation?: GatewayMetrics['countOperation'];
}

/** The most events a resuming subscription is sent before its live ones. */
const MAX_MISSED = 10_000;

/**
 * graphql-js's subscribe, each result with the EventId of the hub event it answers in
 * `extensions.eventId`, which a client passes back as `afterEventId` to resume.
 */
async function subscribeWithEventIds(args: ExecutionArgs) {
  const events = await graphql.createSourceEventStream(args);
  if (!(Symbol.asyncIterator in events)) return events;
  const source = events as AsyncIterableIterator<HubEvent>;
  const answer = async (event: HubEvent): Promise<ExecutionResult> => {
    const result = await graphql.execute({ ...args, rootValue: event });
    const eventId = eventIdOf(event);
    return eventId === undefined ? result : { ...result, extensions: { ...result.extensions, eventId } };
  };
  let failed = false;
  const results: AsyncIterableIterator<ExecutionResult> = {
    next: async () => {
      if (failed) return { value: undefined, done: true };
      try {
        const next = await source.next();
        return next.done ? next : { value: await answer(next.value), done: false };
      } catch (error) {
        // The events could not be relayed (a resume's missed ones unread): the subscriber hears why.
        failed = true;
        const reason =
          error instanceof graphql.GraphQLError ? error : new graphql.GraphQLError(String(error));
        return { value: { errors: [reason] }, done: false };
      }
    },
    return: async () => {
      await source.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return results;
}

/** Subscriptions open at once on one connection, and for one session over all its connections. */
const MAX_SUBSCRIPTIONS = { perConnection: 20, perSession: 50 };

const REFUSALS: Record<HubRefusal, { message: string; closeCode: CloseCode }> = {
  UNAUTHENTICATED: { message: messages.authenticationRequired, closeCode: CloseCode.Unauthorized },
  FORBIDDEN: { message: 'Live events are not available to this session.', closeCode: CloseCode.Forbidden },
};

/** An error of onSubscribe's own, with its code. */
const refusal = (message: string, code: string) =>
  new graphql.GraphQLError(message, { extensions: { code } });

/** An error graphql-js found before execution, with the code Apollo Server gives it over HTTP. */
const coded = (error: GraphQLError, code: string) =>
  new graphql.GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { ...error.extensions, code },
  });

/** graphql-js's refusal of a variable's value, which Apollo Server answers as BAD_USER_INPUT. */
const isVariableError = (error: GraphQLError) =>
  error.nodes?.length === 1 && error.nodes[0]?.kind === graphql.Kind.VARIABLE_DEFINITION;

type Extra = { token: string };
type Connection = Context<Record<string, unknown> | undefined, WsExtra & Partial<Extra>>;

export function attachSubscriptions(
  app: FastifyInstance,
  schema: GraphQLSchema,
  upstream: Upstream,
  sessions: SessionChecker,
  { limits, formatError, persistedDocuments, countOperation }: SubscriptionOptions,
) {
  const rules = [...graphql.specifiedRules, ...limitRules(limits), subscriptionsOnly];
  /** What Apollo Server does to every error over HTTP before formatError: a code, no `http`. */
  const format = (errors: readonly GraphQLError[]) =>
    errors.map((error) => {
      const code =
        error.extensions.code ?? (isVariableError(error) ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR');
      const { http: _http, ...extensions }: Record<string, unknown> = { ...error.extensions, code };
      return formatError({ ...error.toJSON(), extensions }, error);
    });

  // Each session's acknowledged connections: for the caps, and to close them when the hub refuses it.
  const bySession = new Map<string, Set<Connection>>();
  const subscriptionCount = (connection: Connection) => Object.keys(connection.subscriptions).length;
  /** The refusal of one subscription too many (graphql-ws counts the new one in already). */
  const beyondCaps = (connection: Connection) => {
    const { perConnection, perSession } = MAX_SUBSCRIPTIONS;
    if (subscriptionCount(connection) > perConnection) {
      return `Too many subscriptions: at most ${perConnection} on one connection.`;
    }
    let count = 0;
    for (const other of bySession.get(connection.extra.token ?? '') ?? []) count += subscriptionCount(other);
    return count > perSession ? `Too many subscriptions: at most ${perSession} for one session.` : undefined;
  };

  /** The events raised after `after`, page by page, up to MAX_MISSED. */
  const missed = async (token: string, after: number): Promise<HubEvent[]> => {
    const events: HubEvent[] = [];
    for (let from = after; events.length < MAX_MISSED; ) {
      const page = await upstream
        .client(token)
        .call(workflows.HubEventsAfter, { params: { after: from }, failure: messages.getDataFailed });
      events.push(...page.map((event) => ({ target: event.Name, payload: event.Payload })));
      if (page.length === 0) return events;
      from = page.at(-1)!.EventId;
    }
    throw gatewayError('BAD_USER_INPUT', `More than ${MAX_MISSED} events were missed: subscribe afresh.`);
  };

  const hub = hubRelay(
    upstream.baseUrl,
    (token, refusal) => {
      const { message, closeCode } = REFUSALS[refusal];
      const payload = format([gatewayError(refusal, message)]);
      for (const { extra, subscriptions } of bySession.get(token) ?? []) {
        for (const id of Object.keys(subscriptions)) {
          extra.socket.send(stringifyMessage({ id, type: MessageType.Error, payload }));
        }
        extra.socket.close(closeCode, message);
      }
    },
    missed,
  );

  /** A subscription's arguments to run, or the errors that refuse it. */
  const subscribeArguments = (
    ctx: Connection,
    received: SubscribePayload,
  ): ExecutionArgs | readonly GraphQLError[] => {
    const tooMany = beyondCaps(ctx);
    if (tooMany) return [refusal(tooMany, 'RATE_LIMITED')];
    const payload = withPersistedDocument(persistedDocuments, received);
    const { message, extensions } = PERSISTED_QUERY_NOT_FOUND;
    if (!payload) return [refusal(message, extensions.code)];
    let document: DocumentNode;
    try {
      document = graphql.parse(payload.query, { maxTokens: limits.maxTokens });
    } catch (error) {
      if (error instanceof graphql.GraphQLError) return [coded(error, 'GRAPHQL_PARSE_FAILED')];
      throw error;
    }
    const errors = graphql.validate(schema, document, rules);
    if (errors.length > 0) return errors.map((error) => coded(error, 'GRAPHQL_VALIDATION_FAILED'));
    const { operationName, variables } = payload;
    if (!graphql.getOperationAST(document, operationName)) {
      const unknown = operationName
        ? `Unknown operation named "${operationName}".`
        : 'Must provide operation name if query contains multiple operations.';
      return [refusal(unknown, 'OPERATION_RESOLUTION_FAILURE')];
    }
    const tooCostly = costLimitError(schema, document, variables, operationName, limits.maxCost);
    if (tooCostly) return [tooCostly];
    return { schema, document, operationName, variableValues: variables };
  };

  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const server = useServer<Record<string, unknown> | undefined, Extra>(
    {
      schema,
      // Parses and validates here (answering errors, or the arguments to run) instead of graphql-ws.
      onSubscribe: (ctx, _id, received) => {
        const answer = subscribeArguments(ctx, received);
        const running = 'schema' in answer ? answer : null;
        countOperation?.({
          name: running
            ? (graphql.getOperationAST(running.document, running.operationName)?.name?.value ?? null)
            : undefined,
          type: running ? 'subscription' : undefined,
          codes: 'schema' in answer ? [] : answer.map((error) => error.extensions.code),
          signedIn: true,
        });
        return answer;
      },
      subscribe: subscribeWithEventIds,
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: format(result.errors) } : undefined,
      onError: (_ctx, _id, _payload, errors) => format(errors),
      onConnect: async (ctx) => {
        // Header names are case-insensitive in HTTP; a token pasted as `Authorization` works here too.
        const authorization = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        const header = typeof authorization === 'string' ? authorization : undefined;
        const token = sessionToken(header, app.parseCookie(ctx.extra.request.headers.cookie ?? ''));
        if (!token || (await askScope(upstream, token)) === 'none') return false;
        ctx.extra.token = token;
        bySession.set(token, (bySession.get(token) ?? new Set()).add(ctx));
        return true;
      },
      onClose: (ctx) => {
        const connections = bySession.get(ctx.extra.token ?? '');
        connections?.delete(ctx);
        if (connections?.size === 0) bySession.delete(ctx.extra.token!);
      },
      context: (ctx) => ({ ...createContext(upstream, sessions, ctx.extra.token ?? null, null), hub }),
    },
    wss,
  );

  app.server.on('upgrade', (request, socket, head) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== GRAPHQL_PATH) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });

  return {
    /** What is open now, for the metrics: sockets, subscriptions, and the hub connections by state. */
    live: () => {
      let subscriptions = 0;
      for (const connections of bySession.values())
        for (const connection of connections) subscriptions += subscriptionCount(connection);
      return { sockets: wss.clients.size, subscriptions, hub: hub.states() };
    },
    /** Closes every connection with 1001 Going away; connections that do not answer within 1 s are cut. */
    async close(): Promise<void> {
      const cut = setTimeout(() => {
        for (const client of wss.clients) client.terminate();
      }, 1000);
      await server.dispose();
      clearTimeout(cut);
      await hub.close();
    },
  };
}
