import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ADMIN, type Stack, signIn, startStack } from './helpers.js';

/** Opens a graphql-transport-ws connection, sends connection_init, and answers how it ended. */
function handshake(
  url: string,
  payload: Record<string, unknown> | undefined,
  headers: Record<string, string> = {},
) {
  return new Promise<{ ack: boolean; code?: number }>((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string };
      if (message.type === 'connection_ack') {
        socket.close(1000);
        resolve({ ack: true });
      }
    });
    socket.on('close', (code) => resolve({ ack: false, code }));
    socket.on('error', reject);
  });
}

/** Opens an authenticated connection, subscribes with `query`, and answers the first reply to it. */
function operate(url: string, token: string, query: string) {
  return new Promise<{ type: string; payload: unknown }>((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws');
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })),
    );
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; id?: string; payload: unknown };
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ type: 'subscribe', id: '1', payload: { query } }));
      } else if (message.id === '1') {
        socket.close(1000);
        resolve({ type: message.type, payload: message.payload });
      }
    });
    socket.on('close', (code) => reject(new Error(`closed with ${code} before answering`)));
    socket.on('error', reject);
  });
}

describe('graphql-ws', () => {
  let stack: Stack;
  let wsUrl: string;
  let session: { token: string; cookie: string };

  beforeAll(async () => {
    stack = await startStack();
    wsUrl = `${stack.gateway.url.replace(/^http/, 'ws')}/graphql`;
    session = await signIn(stack.gateway.url, ADMIN);
  });
  afterAll(() => stack?.close());

  it('acknowledges a connection authenticated by connectionParams.authorization', async () => {
    expect(await handshake(wsUrl, { authorization: `Bearer ${session.token}` })).toEqual({ ack: true });
  });

  it('acknowledges a connection authenticated by the session cookie', async () => {
    expect(await handshake(wsUrl, undefined, { cookie: session.cookie })).toEqual({ ack: true });
  });

  it('refuses a connection without a session or with an invalid token (4403)', async () => {
    expect(await handshake(wsUrl, {})).toEqual({ ack: false, code: 4403 });
    expect(await handshake(wsUrl, { authorization: 'Bearer not-a-token' })).toEqual({
      ack: false,
      code: 4403,
    });
  });

  it('refuses queries and mutations (they go over HTTP, with CSRF prevention and limits)', async () => {
    const before = stack.gateway.stats.requests;
    for (const query of ['{ products { totalCount } }', 'mutation { deleteProduct(id: "1") }']) {
      const reply = await operate(wsUrl, session.token, query);
      expect(reply.type).toBe('error');
      expect(JSON.stringify(reply.payload)).toContain('Only subscriptions are served over graphql-ws');
    }
    // Only the two connection_init checks reached the REST API.
    expect(stack.gateway.stats.requests - before).toBe(2);
  });

  it('answers a syntax error as an error message, without closing the socket', async () => {
    const reply = await operate(wsUrl, session.token, 'subscription {');
    expect(reply.type).toBe('error');
    expect(JSON.stringify(reply.payload)).toMatch(/Syntax Error/);
  });

  it('refuses an upgrade on another path', async () => {
    const other = wsUrl.replace(/\/graphql$/, '/other');
    await expect(handshake(other, {})).rejects.toThrow();
  });
});
