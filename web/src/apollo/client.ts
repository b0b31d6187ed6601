import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { messages } from '@licensing/domain';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { showToast } from '../shared/toast';
import { notifyUnauthenticated } from './authRedirect';
import { createCache } from './cache';
import { errorMessage, isUnauthenticated } from './errors';
import { persistedExtensions } from './persisted';

/**
 * The session check: its UNAUTHENTICATED answer is expected and never redirects. (Signing in and
 * out happen on the sign-in page, without this client: a session's data ends with its page.)
 */
const SESSION_OPERATIONS = new Set(['Me']);

/**
 * What an operation can tell the error link: `silentErrors` when its screen shows the error
 * itself; `errorText`, its SPEC §8 default text when the server gives no message ('Error' else).
 */
export type AppOperationContext = { silentErrors?: boolean; errorText?: string };

const errorLink = new ErrorLink(({ error, operation }) => {
  const name = operation.operationName ?? '';
  const unauthenticated = isUnauthenticated(error) || (ServerError.is(error) && error.statusCode === 401);
  if (unauthenticated && !SESSION_OPERATIONS.has(name)) {
    notifyUnauthenticated();
    return;
  }
  const context = operation.getContext() as AppOperationContext;
  if (context.silentErrors) return;
  showToast(errorMessage(error, context.errorText ?? messages.error), 'error');
});

/**
 * Operations travel without their text (persisted.ts), over HTTP and graphql-ws alike. The Vite
 * dev server sends the text too: its operations may be newer than the build the gateway knows.
 */
const sendsText = import.meta.env.DEV;
const persistedLink = new ApolloLink((operation, forward) => {
  operation.extensions = { ...operation.extensions, ...persistedExtensions(operation.query) };
  operation.setContext({ http: { includeQuery: sendsText, includeExtensions: true } });
  return forward(operation);
});

const httpLink = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });

// graphql-ws connects lazily, on the first subscription; the session cookie rides on the upgrade
// and authenticates the connection.
const wsClient = createClient({
  url: () => `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/graphql`,
  lazy: true,
});
// GraphQLWsLink prints the document into the payload; its extensions stand for it instead.
const wsLink = new GraphQLWsLink({
  ...wsClient,
  subscribe: (payload, sink) => wsClient.subscribe(sendsText ? payload : { ...payload, query: '' }, sink),
});

const transport = ApolloLink.split(
  (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
  wsLink,
  httpLink,
);

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([errorLink, persistedLink, transport]),
  cache: createCache(),
});
