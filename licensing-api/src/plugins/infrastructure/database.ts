// Decorates the app with its configuration and the Kysely instance, and with the keys made from the
// configuration: the secret box (lib/secret-box.ts), one key for every secret the database keeps
// sealed, and the license signer (modules/product-licenses/license-signing.ts), one key for every
// route that issues or mails a license file (a benchmark may inject another). buildApp's caller
// owns the database and closes it; routes and domain plugins only read `app.db` and `app.config`.
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { type SecretBox, secretBox } from '../../lib/secret-box.js';
import { type LicenseSigner, licenseSigner } from '../../modules/product-licenses/license-signing.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
    secretBox: SecretBox;
    licenseSigner: LicenseSigner;
  }
}

export default fp<{ db: Kysely<Database>; config: Config; licenseSigner?: LicenseSigner | undefined }>(
  async (app, { db, config, licenseSigner: injected }) => {
    app.decorate('db', db);
    app.decorate('config', config);
    app.decorate('secretBox', secretBox(config));
    app.decorate('licenseSigner', injected ?? licenseSigner(config));
  },
  { name: 'database' },
);
