// `npm run license:public-key [-- --all]`: prints the public key license files are verified with
// (SPKI, PEM), from LICENSE_SIGNING_KEY or DATA_DIR's key, as licensing-api signs with it (making it
// if none). With --all, every key verifiers trust: the current one, then LICENSE_RETIRED_PUBLIC_KEYS'
// retired ones, each under a line naming its kid (text outside PEM blocks, which verifiers skip), so
// the output is a key set for `npm run license:verify -- --key` and domain's verifiers.
import { parseArgs } from 'node:util';
import { buildWhatIsMissing } from './stack.mjs';

const { values } = parseArgs({ options: { all: { type: 'boolean' } } });
buildWhatIsMissing();
const { loadConfig } = await import('../licensing-api/dist/config.js');
const { licenseSigner } = await import('../licensing-api/dist/modules/product-licenses/license-signing.js');
const signer = licenseSigner(loadConfig());
process.stdout.write(
  values.all
    ? signer.trustedKeys
        .map(
          ({ kid, publicKeyPem, current }) =>
            `kid ${kid} (${current ? 'current' : 'retired'})\n${publicKeyPem}`,
        )
        .join('')
    : signer.publicKeyPem,
);
