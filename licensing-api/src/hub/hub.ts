// The real-time hub (SPEC §4, §7; INTEGRATIONS.md): the ASP.NET Core SignalR protocol over
// WebSockets, on `ws`, from dotnet/aspnetcore's TransportProtocols.md and HubProtocol.md.
// POST /hub/negotiate (negotiateVersion 1) hands out a connection token; the socket at
// /hub?id=<token> then speaks the JSON hub protocol: the handshake, pings every 15 s, and a close
// when the client has been silent for 30 s. Both steps need a bearer token: the Authorization
// header, or `access_token` in the query as browsers send it.
// Clients only listen: the events of hub_events (NewRequestTrial, NewOrder, LicenseActivity) are
// broadcast once committed, each with its EventId; a client that reconnects with
// `lastEventId=<EventId>` in the hub's URL first gets what it missed (events.ts). An invocation
// from a client reaches no one (its caller gets an error, as for an unknown method). A hub message
// may hold 32 KiB, ASP.NET Core's default; a bigger one closes its connection. Each connection
// stays tied to its session: once a second the hub closes those whose session has ended (sign-out,
// revocation, expiry, a user made inactive, on any replica).
// This server answers every WebSocket upgrade: anywhere but /hub with 404.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { parseId, workflows } from '@licensing/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { type WebSocket, WebSocketServer } from 'ws';
import { every } from '../lib/every.js';
import { errorResponses, SerialId } from '../lib/schemas.js';
import { hashToken } from '../lib/tokens.js';
import { workflowRoute } from '../lib/workflow-route.js';
import { accountRepository } from '../modules/account/account.repository.js';
import { bearerToken } from '../plugins/app/auth.js';
import { eventsAfter, lastEventId, type OutboxEvent } from './events.js';

const HUB_PATH = '/hub';
const SEPARATOR = '\u001e';
const HANDSHAKE_MS = 15_000;
/** How long a negotiated connection token waits for its socket. */
const NEGOTIATED_MS = 30_000;
const DISPATCH_MS = 250;
/** Events read at once. */
const PAGE = 100;
/** The most missed events a resuming client is sent; one further behind must start afresh. */
const MAX_RESUMED = 10_000;
const SESSION_CHECK_MS = 1_000;
/** ASP.NET Core's MaximumReceiveMessageSize: a WebSocket message, and text awaiting its separator. */
const MAX_MESSAGE_BYTES = 32 * 1024;

/** Hub protocol message types. */
const TYPE = { invocation: 1, completion: 3, streamInvocation: 4, ping: 6, close: 7 } as const;

type Connection = {
  socket: WebSocket | null;
  /** The session (sessions.id) the socket was opened with. */
  sessionId: string | null;
  lastHeard: number;
  handshaken: boolean;
  /** The EventId the client last heard (`lastEventId`), to resume after once handshaken. */
  resumeAfter: number | null;
  /** The id of the last event sent: none at or before it is sent again. */
  lastSent: number | null;
  /** Events broadcast while the connection resumes, sent once it has caught up. */
  backlog: OutboxEvent[] | null;
};

/** A connection past its upgrade. */
type Open = Connection & { socket: WebSocket; sessionId: string };
const isOpen = (connection: Connection): connection is Open => connection.socket !== null;

type Message = { protocol?: string; version?: number; type?: number; target?: string; invocationId?: string };

/** The message in `text`, or null when it is not a JSON object. */
function parse(text: string): Message | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Message) : null;
  } catch {
    return null;
  }
}

const frame = (message: object) => JSON.stringify(message) + SEPARATOR;

/** The hub message of an event: its payload, with the EventId a client resumes after. */
const invocationOf = (event: OutboxEvent) => ({
  type: TYPE.invocation,
  target: event.name,
  arguments: [{ ...JSON.parse(event.payload), EventId: event.id }],
});

export type Hub = ReturnType<typeof startHub>;

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
  }
}

/** Decorates the app with the hub, listening from ready to close. */
export default fp(
  async (app) => {
    const hub = startHub(app);
    app.decorate('hub', hub);
    // Before the server closes: it waits for open connections, and sockets stay open until closed.
    app.addHook('preClose', () => hub.close());
  },
  { name: 'hub', dependencies: ['database', 'auth'] },
);

function startHub(app: FastifyInstance) {
  const { hubKeepAliveMs, hubClientTimeoutMs } = app.config;
  const accounts = accountRepository(app.db);
  const byToken = new Map<string, Connection>();
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });

  const tokenOf = (request: { headers: IncomingMessage['headers'] }, query: URLSearchParams) =>
    bearerToken(request.headers.authorization) ?? query.get('access_token') ?? undefined;

  const send = ({ socket }: Connection, message: object) => {
    if (socket && socket.readyState === socket.OPEN) socket.send(frame(message));
  };
  /** Ends a connection with a Close message: its error, and whether the client may reconnect. */
  const closeWith = (connection: Connection, error: string, allowReconnect: boolean) => {
    send(connection, { type: TYPE.close, error, allowReconnect });
    connection.socket?.close();
  };
  /** Sends `event` unless the connection has had it (each connection hears each event once, in order). */
  const sendEvent = (connection: Connection, event: OutboxEvent, message = invocationOf(event)) => {
    if (connection.lastSent !== null && event.id <= connection.lastSent) return;
    connection.lastSent = event.id;
    send(connection, message);
  };
  const broadcast = (event: OutboxEvent) => {
    const message = invocationOf(event);
    for (const connection of byToken.values()) {
      if (!connection.handshaken) continue;
      if (connection.backlog) connection.backlog.push(event);
      else sendEvent(connection, event, message);
    }
  };

  app.route({
    ...workflowRoute(workflows.NegotiateHub, {
      tags: ['Hub'],
      summary: 'SignalR negotiation (negotiateVersion=1): a connection token for the WebSockets transport',
      // SignalR's own shapes, and the 401 of every route that needs a token.
      response: {
        200: Type.Union(
          [
            Type.Object({
              connectionId: Type.String(),
              connectionToken: Type.String({ description: 'Open the socket at /hub?id=<connectionToken>.' }),
              negotiateVersion: Type.Integer(),
              availableTransports: Type.Array(
                Type.Object({
                  transport: Type.Optional(Type.String()),
                  transferFormats: Type.Optional(Type.Array(Type.String())),
                }),
              ),
            }),
            Type.Object({ error: Type.String() }),
          ],
          { description: 'A connection token, or (another negotiateVersion) an error.' },
        ),
        401: Type.Object({ Message: Type.String() }, { description: 'No valid bearer token.' }),
      },
    }),
    handler: async (request, reply) => {
      const version = (request.query as { negotiateVersion?: string }).negotiateVersion;
      if (version !== undefined && version !== '1') {
        return reply.send({ error: `Negotiate version ${version} is not supported; use 1.` });
      }
      const connectionToken = randomBytes(16).toString('base64url');
      byToken.set(connectionToken, {
        socket: null,
        sessionId: null,
        lastHeard: Date.now(),
        handshaken: false,
        resumeAfter: null,
        lastSent: null,
        backlog: null,
      });
      // Unused tokens expire.
      setTimeout(() => {
        if (!byToken.get(connectionToken)?.socket) byToken.delete(connectionToken);
      }, NEGOTIATED_MS).unref();
      return {
        connectionId: randomBytes(16).toString('base64url'),
        connectionToken,
        negotiateVersion: 1,
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
      };
    },
  });

  app.route({
    ...workflowRoute(workflows.HubEventsAfter, {
      tags: ['Hub'],
      summary: `The events raised after one (its EventId), oldest first, at most ${PAGE * 10}: what a client missed`,
      params: Type.Object({ after: SerialId('The EventId of the last event the client heard.') }),
      response: {
        200: Type.Array(
          Type.Object({
            EventId: Type.Integer(),
            Name: Type.String({ description: 'The hub method the event was broadcast as.' }),
            Payload: Type.Object(
              {},
              { additionalProperties: true, description: 'Its argument, EventId included.' },
            ),
          }),
        ),
        ...errorResponses(400, 401),
      },
    }),
    handler: async (request) => {
      const { after } = request.params as { after: number };
      return (await eventsAfter(app.db, after, PAGE * 10)).map((event) => ({
        EventId: event.id,
        Name: event.name,
        Payload: invocationOf(event).arguments[0],
      }));
    },
  });

  /** Refuses an upgrade with a plain HTTP status (the client reads the status), and lets go of it. */
  const refuse = (socket: Duplex, status: number, text: string) => {
    socket.once('finish', () => socket.destroy());
    socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://hub');
    const id = url.searchParams.get('id') ?? '';
    const connection = url.pathname.toLowerCase() === HUB_PATH ? byToken.get(id) : undefined;
    if (!connection) return refuse(socket, 404, 'Not Found');
    if (connection.socket) return refuse(socket, 409, 'Conflict');
    const requested = url.searchParams.get('lastEventId');
    const resumeAfter = requested === null ? null : parseId('id', requested);
    if (resumeAfter === undefined) return refuse(socket, 400, 'Bad Request');
    const token = tokenOf(request, url.searchParams);
    const session = token ? await accounts.findSessionUser(hashToken(token)) : undefined;
    if (!session) return refuse(socket, 401, 'Unauthorized');
    // Another upgrade for the id may have been accepted while this one was checked.
    if (connection.socket || byToken.get(id) !== connection) return refuse(socket, 409, 'Conflict');
    connection.resumeAfter = resumeAfter as number | null;
    sockets.handleUpgrade(request, socket, head, (ws) => accept(id, connection, session.session_id, ws));
  }

  function accept(token: string, connection: Connection, sessionId: string, ws: WebSocket) {
    connection.socket = ws;
    connection.sessionId = sessionId;
    connection.lastHeard = Date.now();
    const handshakeTimer = setTimeout(() => {
      if (!connection.handshaken) ws.close(1002, 'Handshake timed out');
    }, HANDSHAKE_MS);
    let buffered = '';
    ws.on('message', (data) => {
      if (ws.readyState !== ws.OPEN) return; // closing: nothing more is heard
      connection.lastHeard = Date.now();
      buffered += data.toString();
      const parts = buffered.split(SEPARATOR);
      buffered = parts.pop() ?? '';
      for (const part of parts) handle(connection, ws, part);
      if (buffered.length > MAX_MESSAGE_BYTES) {
        buffered = '';
        closeWith(connection, `The maximum message size of ${MAX_MESSAGE_BYTES}B was exceeded.`, false);
      }
    });
    ws.on('close', () => {
      clearTimeout(handshakeTimer);
      byToken.delete(token);
    });
    ws.on('error', () => ws.terminate());
  }

  function handle(connection: Connection, ws: WebSocket, text: string) {
    if (ws.readyState !== ws.OPEN) return;
    const message = parse(text);
    if (!message) {
      closeWith(connection, 'The message is not a JSON object.', false);
      return;
    }
    if (!connection.handshaken) {
      if (message.protocol !== 'json' || message.version !== 1) {
        ws.send(
          frame({
            error: `The protocol '${message.protocol} ${message.version}' is not supported; use json 1.`,
          }),
        );
        ws.close();
        return;
      }
      connection.handshaken = true;
      ws.send(frame({}));
      if (connection.resumeAfter !== null) void resume(connection, connection.resumeAfter);
      return;
    }
    if (message.type === TYPE.ping) return;
    if (message.type === TYPE.close) {
      ws.close();
      return;
    }
    // Clients only listen: an invocation is answered, when it asks for an answer, as SignalR
    // answers one of a method the hub does not have.
    if (message.type === TYPE.invocation || message.type === TYPE.streamInvocation) {
      if (message.invocationId !== undefined) {
        send(connection, {
          type: TYPE.completion,
          invocationId: message.invocationId,
          error: `Unknown hub method '${message.target}'`,
        });
      }
    }
  }

  /**
   * Sends what was raised after the client's last event, up to where this hub's dispatcher stands,
   * then what the dispatcher broadcast meanwhile (events pruned since are gone).
   */
  async function resume(connection: Connection, after: number) {
    connection.backlog = [];
    try {
      if (position === null) await dispatcher.now();
      const upTo = position ?? 0;
      connection.lastSent = after;
      let page: OutboxEvent[];
      let sent = 0;
      do {
        if (sent >= MAX_RESUMED) {
          closeWith(connection, `More than ${MAX_RESUMED} events were missed: connect afresh.`, false);
          return;
        }
        page = await eventsAfter(app.db, connection.lastSent, PAGE, upTo);
        for (const event of page) sendEvent(connection, event);
        sent += page.length;
      } while (page.length === PAGE);
      for (const event of connection.backlog) sendEvent(connection, event);
    } catch (error) {
      app.log.warn({ err: error }, 'hub resume failed');
      closeWith(connection, 'The hub could not resume; reconnect.', true);
    } finally {
      connection.backlog = null;
    }
  }

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    upgrade(request, socket, head).catch(() => refuse(socket, 500, 'Internal Server Error'));
  };
  app.server.on('upgrade', onUpgrade);

  // Keep-alive pings, and the close of clients silent for longer than the client timeout.
  const keepAlive = setInterval(() => {
    const now = Date.now();
    for (const connection of byToken.values()) {
      if (!connection.socket || !connection.handshaken) continue;
      if (now - connection.lastHeard > hubClientTimeoutMs) {
        closeWith(connection, 'Server timeout elapsed without receiving a message from the client.', true);
      } else {
        send(connection, { type: TYPE.ping });
      }
    }
  }, hubKeepAliveMs);
  keepAlive.unref();

  // A session may end anywhere, on any replica, or simply expire: the database is asked, in one
  // query a second for every open connection, which sessions are still live.
  const sessionCheck = every(
    SESSION_CHECK_MS,
    async () => {
      const open = [...byToken.values()].filter(isOpen);
      if (open.length === 0) return;
      const live = await accounts.liveSessionIds([...new Set(open.map((c) => c.sessionId))]);
      for (const connection of open) {
        if (!live.has(connection.sessionId)) closeWith(connection, 'The session has ended.', false);
      }
    },
    (error) => app.log.warn({ err: error }, 'hub session check failed'),
  );

  // The outbox's dispatcher: events committed since the hub started, in order (old ones are pruned
  // by a periodic job, plugins/infrastructure/jobs.ts).
  let position: number | null = null;
  const dispatchFailed = (error: unknown) => app.log.warn({ err: error }, 'hub dispatch failed');
  const dispatcher = every(
    DISPATCH_MS,
    async () => {
      if (position === null) {
        position = await lastEventId(app.db);
        return;
      }
      let page: OutboxEvent[];
      do {
        page = await eventsAfter(app.db, position, PAGE);
        for (const event of page) {
          broadcast(event);
          position = event.id;
        }
      } while (page.length === PAGE);
    },
    dispatchFailed,
  );
  dispatcher.now().catch(dispatchFailed);

  return {
    /** How many WebSocket connections are open. */
    connections: () => [...byToken.values()].filter(isOpen).length,
    async close() {
      clearInterval(keepAlive);
      await Promise.all([sessionCheck.stop(), dispatcher.stop()]);
      app.server.off('upgrade', onUpgrade);
      for (const connection of byToken.values()) connection.socket?.terminate();
      byToken.clear();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}
