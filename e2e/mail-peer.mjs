// The SMTP peer of the e2e suite: licensing-api delivers to it (SMTP_URL), and tests read what
// arrived over HTTP: GET /messages answers [{ to, data }] (data: the raw message), GET /healthz.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2590);
const httpPort = Number(process.env.E2E_MAIL_PORT ?? 4199);
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      messages.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        data: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

const http = createServer((request, response) => {
  const body = request.url === '/messages' ? messages : { status: 'ok' };
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
});
http.listen(httpPort, '127.0.0.1');

const stop = () => {
  smtp.close(() => process.exit(0));
  http.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
