// The real-time hub (SPEC §4, §7; INTEGRATIONS.md): the ASP.NET Core SignalR protocol over
// WebSockets, on `ws`, from dotnet/aspnetcore's TransportProtocols.md and HubProtocol.md.
// POST /hub/negotiate (negotiateVersion 1) hands out a connection token; the socket at
// /hub?id=<token> then speaks the JSON hub protocol: the handshake, invocations, completions,
// pings every 15 s, and a close when the client has been silent for 30 s. Both steps need a
// bearer token: the Authorization header, or `access_token` in the query as browsers send it.
// Clients may invoke broadcastMessage and Send, which every client receives as broadcastMessage;
// the events of hub_events (NewRequestTrial, NewOrder) are broadcast once committed.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import { hashToken } from '../lib/tokens.js';
import { accountRepository } from '../modules/account/account.repository.js';
import { bearerToken } from '../plugins/app/auth.js';
import { pruneHubEvents } from './events.js';

export const HUB_PATH = '/hub';
const SEPARATOR = '\u001e';
export const HUB_TIMINGS = {
  keepAliveMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeMs: 15_000,
  negotiatedMs: 30_000,
};
const DISPATCH_MS = 250;
const PRUNE_MS = 60 * 60_000;

/** Hub protocol message types. */
const TYPE = { invocation: 1, completion: 3, ping: 6, close: 7 } as const;
const CLIENT_METHODS = new Set(['broadcastmessage', 'send']);

type Connection = { id: string; socket: WebSocket | null; lastHeard: number; handshaken: boolean };

const frame = (message: object) => JSON.stringify(message) + SEPARATOR;

export type Hub = {
  /** Sends an invocation of `target` to every connected client. */
  broadcast(target: string, args: unknown[]): void;
  close(): Promise<void>;
};

export function startHub(app: FastifyInstance, timings = HUB_TIMINGS): Hub {
  const accounts = accountRepository(app.db);
  const byToken = new Map<string, Connection>();
  const sockets = new WebSocketServer({ noServer: true });

  const tokenOf = (request: { headers: IncomingMessage['headers'] }, query: URLSearchParams) =>
    bearerToken(request.headers.authorization) ?? query.get('access_token') ?? undefined;
  const signedIn = async (token: string | undefined) =>
    token ? Boolean(await accounts.findSessionUser(hashToken(token))) : false;

  const send = ({ socket }: Connection, message: object) => {
    if (socket && socket.readyState === socket.OPEN) socket.send(frame(message));
  };
  const broadcast = (target: string, args: unknown[]) => {
    for (const connection of byToken.values()) {
      if (connection.handshaken) send(connection, { type: TYPE.invocation, target, arguments: args });
    }
  };

  app.post(
    `${HUB_PATH}/negotiate`,
    {
      schema: {
        tags: ['Hub'],
        operationId: 'NegotiateHub',
        summary: 'SignalR negotiation (negotiateVersion=1): a connection token for the WebSockets transport',
        // Plain JSON Schema: SignalR's own shapes, and the 401 of every route that needs a token.
        response: {
          200: {
            description: 'A connection token, or (another negotiateVersion) an error.',
            anyOf: [
              {
                type: 'object',
                required: ['connectionId', 'connectionToken', 'negotiateVersion', 'availableTransports'],
                properties: {
                  connectionId: { type: 'string' },
                  connectionToken: {
                    type: 'string',
                    description: 'Open the socket at /hub?id=<connectionToken>.',
                  },
                  negotiateVersion: { type: 'integer' },
                  availableTransports: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: {
                        transport: { type: 'string' },
                        transferFormats: { type: 'array', items: { type: 'string' } },
                      },
                    },
                  },
                },
              },
              { type: 'object', required: ['error'], properties: { error: { type: 'string' } } },
            ],
          },
          401: {
            description: 'No valid bearer token.',
            type: 'object',
            required: ['Message'],
            properties: { Message: { type: 'string' } },
          },
        },
      },
    },
    async (request, reply) => {
      const version = (request.query as { negotiateVersion?: string }).negotiateVersion;
      if (version !== undefined && version !== '1') {
        return reply.send({ error: `Negotiate version ${version} is not supported; use 1.` });
      }
      const connectionToken = randomBytes(16).toString('base64url');
      const connectionId = randomBytes(16).toString('base64url');
      byToken.set(connectionToken, {
        id: connectionId,
        socket: null,
        lastHeard: Date.now(),
        handshaken: false,
      });
      // Unused tokens expire.
      setTimeout(() => {
        if (!byToken.get(connectionToken)?.socket) byToken.delete(connectionToken);
      }, timings.negotiatedMs).unref();
      return {
        connectionId,
        connectionToken,
        negotiateVersion: 1,
        availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
      };
    },
  );

  /** Refuses an upgrade with a plain HTTP status (the client reads the status). */
  const refuse = (socket: Duplex, status: number, text: string) => {
    socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://hub');
    if (url.pathname.toLowerCase() !== HUB_PATH) return;
    const connection = byToken.get(url.searchParams.get('id') ?? '');
    if (!connection) return refuse(socket, 404, 'Not Found');
    if (connection.socket) return refuse(socket, 409, 'Conflict');
    if (!(await signedIn(tokenOf(request, url.searchParams)))) return refuse(socket, 401, 'Unauthorized');
    sockets.handleUpgrade(request, socket, head, (ws) => accept(url.searchParams.get('id')!, connection, ws));
  }

  function accept(token: string, connection: Connection, ws: WebSocket) {
    connection.socket = ws;
    connection.lastHeard = Date.now();
    const handshakeTimer = setTimeout(() => {
      if (!connection.handshaken) ws.close(1002, 'Handshake timed out');
    }, timings.handshakeMs);
    let buffered = '';
    ws.on('message', (data) => {
      connection.lastHeard = Date.now();
      buffered += data.toString();
      const parts = buffered.split(SEPARATOR);
      buffered = parts.pop() ?? '';
      for (const part of parts) handle(connection, ws, part);
    });
    ws.on('close', () => {
      clearTimeout(handshakeTimer);
      byToken.delete(token);
    });
    ws.on('error', () => ws.terminate());
  }

  function handle(connection: Connection, ws: WebSocket, text: string) {
    let message: {
      protocol?: string;
      version?: number;
      type?: number;
      target?: string;
      invocationId?: string;
      arguments?: unknown[];
    };
    try {
      message = JSON.parse(text);
    } catch {
      ws.send(frame({ type: TYPE.close, error: 'The message is not valid JSON.' }));
      ws.close();
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
      return;
    }
    if (message.type === TYPE.ping) return;
    if (message.type === TYPE.close) {
      ws.close();
      return;
    }
    if (message.type === TYPE.invocation) {
      const known = CLIENT_METHODS.has(String(message.target).toLowerCase());
      if (known) broadcast('broadcastMessage', message.arguments ?? []);
      if (message.invocationId !== undefined) {
        send(connection, {
          type: TYPE.completion,
          invocationId: message.invocationId,
          ...(known ? { result: null } : { error: `Unknown hub method '${message.target}'` }),
        });
      }
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
      if (now - connection.lastHeard > timings.clientTimeoutMs) {
        send(connection, {
          type: TYPE.close,
          error: 'Server timeout elapsed without receiving a message from the client.',
          allowReconnect: true,
        });
        connection.socket.close();
      } else {
        send(connection, { type: TYPE.ping });
      }
    }
  }, timings.keepAliveMs);
  keepAlive.unref();

  // The outbox's dispatcher: events committed since the hub started, in order; at start and
  // hourly it also deletes old events, so the table holds about a day of them.
  let lastId: number | null = null;
  let dispatching = false;
  let prunedAt = 0;
  const dispatch = async () => {
    if (dispatching) return;
    dispatching = true;
    try {
      if (Date.now() - prunedAt >= PRUNE_MS) {
        prunedAt = Date.now();
        await pruneHubEvents(app.db);
      }
      if (lastId === null) {
        const row = await app.db
          .selectFrom('hub_events')
          .select((eb) => eb.fn.max('id').as('max'))
          .executeTakeFirst();
        lastId = Number(row?.max ?? 0);
        return;
      }
      const events = await app.db
        .selectFrom('hub_events')
        .selectAll()
        .where('id', '>', lastId)
        .orderBy('id')
        .limit(100)
        .execute();
      for (const event of events) {
        broadcast(event.name, [JSON.parse(event.payload)]);
        lastId = event.id;
      }
    } catch (error) {
      app.log.warn({ err: error }, 'hub dispatch failed');
    } finally {
      dispatching = false;
    }
  };
  const dispatcher = setInterval(() => void dispatch(), DISPATCH_MS);
  dispatcher.unref();
  void dispatch();

  return {
    broadcast,
    async close() {
      clearInterval(keepAlive);
      clearInterval(dispatcher);
      app.server.off('upgrade', onUpgrade);
      for (const connection of byToken.values()) connection.socket?.terminate();
      byToken.clear();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}
