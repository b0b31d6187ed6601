// `npm run license:verify -- <file.lic> [--key public.pem] [--mac <address>] [--server <name>]`:
// checks a license file offline with domain/'s verifier: the signature, the dates and, when given,
// the machine. Without --key, the key is this installation's (LICENSE_SIGNING_KEY or DATA_DIR).
// Exit code 0 when valid, 1 when not.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildWhatIsMissing } from './stack.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { key: { type: 'string' }, mac: { type: 'string' }, server: { type: 'string' } },
});
if (positionals.length !== 1) {
  console.error(
    'Usage: npm run license:verify -- <file.lic> [--key public.pem] [--mac <address>] [--server <name>]',
  );
  process.exit(2);
}
buildWhatIsMissing();
const { UNLIMITED_FEATURE_VALUE, verifyLicenseFile, withProductName } = await import(
  '../domain/dist/index.js'
);
let publicKey;
if (values.key) publicKey = readFileSync(values.key, 'utf8');
else {
  const { loadConfig } = await import('../licensing-api/dist/config.js');
  const { licenseSigner } = await import('../licensing-api/dist/modules/product-licenses/license-signing.js');
  publicKey = licenseSigner(loadConfig()).publicKeyPem;
}
const result = await verifyLicenseFile(readFileSync(positionals[0], 'utf8'), publicKey, {
  macAddress: values.mac,
  serverName: values.server,
});
if (result.valid) {
  const { orderNumber, customer, product, edition, expiry, features } = result.license;
  console.log(
    `Valid: ${orderNumber}, ${withProductName(product.name, edition.name)} for ${customer.name}, until ${expiry}.`,
  );
  const values = Object.entries(features).map(
    ([code, value]) => `${code} ${value === UNLIMITED_FEATURE_VALUE ? 'unlimited' : value}`,
  );
  if (values.length > 0) console.log(`Features: ${values.join(', ')}.`);
} else {
  console.error(`Not valid: ${result.reason}`);
}
process.exit(result.valid ? 0 : 1);
