// Decorates the app with its secret box (lib/secret-box.ts): one key for every secret the database
// keeps sealed.
import fp from 'fastify-plugin';
import { type SecretBox, secretBox } from '../../lib/secret-box.js';

declare module 'fastify' {
  interface FastifyInstance {
    secretBox: SecretBox;
  }
}

export default fp(
  async (app) => {
    app.decorate('secretBox', secretBox(app.config));
  },
  { name: 'secret-box', dependencies: ['database'] },
);
