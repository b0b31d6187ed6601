// Decorates the app with the SignalR hub (src/hub/hub.ts), listening from ready to close.
import fp from 'fastify-plugin';
import { HUB_TIMINGS, type Hub, startHub } from '../../hub/hub.js';

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
  }
}

export default fp(
  async (app) => {
    const hub = startHub(app, {
      ...HUB_TIMINGS,
      keepAliveMs: app.config.hubKeepAliveMs,
      clientTimeoutMs: app.config.hubClientTimeoutMs,
    });
    app.decorate('hub', hub);
    // Before the server closes: it waits for open connections, and sockets stay open until closed.
    app.addHook('preClose', () => hub.close());
  },
  { name: 'hub', dependencies: ['database', 'auth'] },
);
