// Decorates the app with its mail worker (src/mail/delivery.ts), running from ready to close.
import fp from 'fastify-plugin';
import { type MailDelivery, mailDelivery } from '../../mail/delivery.js';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailDelivery;
  }
}

export default fp(
  async (app) => {
    const { smtpUrl, mailPollMs, mailRetryMs } = app.config;
    const delivery = mailDelivery(app.db, {
      smtpUrl,
      pollMs: mailPollMs,
      retryMs: mailRetryMs,
      log: app.log,
      secretBox: app.secretBox,
    });
    app.decorate('mail', delivery);
    app.addHook('onClose', () => delivery.stop());
  },
  { name: 'mail', dependencies: ['database'] },
);
