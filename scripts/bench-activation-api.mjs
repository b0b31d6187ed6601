// licensing-api as scripts/bench-activation.mjs runs it: `node scripts/bench-activation-api.mjs
// signed|unsigned`, configured from the environment as licensing-api/dist/main.js is (same entry,
// startLicensingApi, same logger). `unsigned` is the benchmark's baseline: the same server whose
// validation answers carry their encoded facts without an Ed25519 signature (an empty `sig`), so
// the two differ by the signing alone. Injected here, never a setting: no deployment can turn
// signing off. Stops on SIGTERM.
import { encodeFacts, LICENSE_FILE_ALG } from '@licensing/domain';
import { loadConfig } from '../licensing-api/dist/config.js';
import { licenseSigner } from '../licensing-api/dist/modules/product-licenses/license-signing.js';
import { startLicensingApi } from '../licensing-api/dist/server.js';

const mode = process.argv[2];
if (mode !== 'signed' && mode !== 'unsigned') {
  console.error('usage: node scripts/bench-activation-api.mjs signed|unsigned');
  process.exit(2);
}

const options = { logger: true };
/** The configured signer, its envelope (what Validate signs with) left unsigned. */
const unsignedSigner = () => {
  const signer = licenseSigner(loadConfig(options));
  return {
    ...signer,
    envelope: async (_kind, facts) => ({
      enc: encodeFacts(facts),
      sig: '',
      alg: LICENSE_FILE_ALG,
      kid: signer.kid,
    }),
  };
};

const api = await startLicensingApi(options, mode === 'unsigned' ? { licenseSigner: unsignedSigner() } : {});
api.app.log.info(`licensing-api (${mode} validation answers) listening at ${api.url}`);
process.once('SIGTERM', () => api.close().then(() => process.exit(0)));
