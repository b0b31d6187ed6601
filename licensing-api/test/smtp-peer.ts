// A real SMTP peer for the mail tests (smtp-server), on a free port.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

type Received = { from: string; to: string[]; data: string };

/** A local SMTP server that refuses the next `refusals` messages with 451, then accepts. */
export async function startSmtpPeer() {
  const received: Received[] = [];
  const peer = { received, refusals: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        if (peer.refusals > 0) {
          peer.refusals -= 1;
          const refusal = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(refusal);
          return;
        }
        received.push({
          from: String(session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    peer,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
