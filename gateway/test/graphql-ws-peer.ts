// A graphql-transport-ws peer on a plain WebSocket, for tests that count what the gateway sends
// for each operation id and how it closes the socket.
import WebSocket from 'ws';

export type PeerMessage = { type: string; id?: string; payload?: unknown };

export interface Peer {
  /** Subscribes with `query`, and the rest of the payload (variables, operationName, extensions). */
  subscribe(id: string, query: string, rest?: Record<string, unknown>): void;
  complete(id: string): void;
  /** What arrived for the operation `id`, in order. */
  messages(id: string): PeerMessage[];
  /** The close code and reason, once closed. */
  closed(): { code: number; reason: string } | undefined;
  close(): Promise<void>;
}

/** Opens a connection authenticated with `token` and answers once it is acknowledged. */
export function openPeer(url: string, token: string): Promise<Peer> {
  const socket = new WebSocket(url, 'graphql-transport-ws');
  const received: PeerMessage[] = [];
  let closed: { code: number; reason: string } | undefined;
  const send = (message: PeerMessage) => socket.send(JSON.stringify(message));
  const peer: Peer = {
    subscribe: (id, query, rest) => send({ type: 'subscribe', id, payload: { query, ...rest } }),
    complete: (id) => send({ type: 'complete', id }),
    messages: (id) => received.filter((message) => message.id === id),
    closed: () => closed,
    async close() {
      if (closed) return;
      const done = new Promise((resolve) => socket.once('close', resolve));
      socket.close(1000);
      await done;
    },
  };
  return new Promise((resolve, reject) => {
    socket.on('open', () => send({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as PeerMessage;
      if (message.type === 'connection_ack') resolve(peer);
      else received.push(message);
    });
    socket.on('close', (code, reason) => {
      closed = { code, reason: String(reason) };
      reject(new Error(`closed with ${code} before the acknowledgement`));
    });
    socket.on('error', reject);
  });
}
