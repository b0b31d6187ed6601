// `npm run license:public-key`: prints the public key license files are verified with (SPKI, PEM),
// from LICENSE_SIGNING_KEY or DATA_DIR's key, as licensing-api signs with it (making it if none).
import { buildWhatIsMissing } from './stack.mjs';

buildWhatIsMissing();
const { loadConfig } = await import('../licensing-api/dist/config.js');
const { licenseSigner } = await import('../licensing-api/dist/modules/product-licenses/license-signing.js');
process.stdout.write(licenseSigner(loadConfig()).publicKeyPem);
