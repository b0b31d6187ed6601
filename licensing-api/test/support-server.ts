// A stand-in customer-support system for tests: a local HTTP server whose answer each test sets;
// it records every request it receives.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

export async function startSupportServer() {
  const received: Received[] = [];
  let answer: (res: ServerResponse) => void = (res) => res.end();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      answer(res);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer(handler: (res: ServerResponse) => void) {
      answer = handler;
    },
    json(status: number, body: unknown) {
      answer = (res) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
