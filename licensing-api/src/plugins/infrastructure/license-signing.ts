// Decorates the app with the license signer (modules/product-licenses/license-signing.ts): one key
// for every route that issues or mails a license file.
import fp from 'fastify-plugin';
import { type LicenseSigner, licenseSigner } from '../../modules/product-licenses/license-signing.js';

declare module 'fastify' {
  interface FastifyInstance {
    licenseSigner: LicenseSigner;
  }
}

export default fp(
  async (app) => {
    app.decorate('licenseSigner', licenseSigner(app.config));
  },
  { name: 'license-signing', dependencies: ['database'] },
);
