// `npm run license:verify -- <file> [--key keys.pem] [options]`: checks, offline with domain/'s
// verifiers, what licensing-api signs: a license file (the signature, the dates and, when given,
// the machine), a machine file (also its ttl and, when given, the fingerprint), or a validation
// answer (Validate's JSON or just its Signed envelope; it must answer the nonce, fingerprint
// and key sent). Each is recognised by its markers or shape. --key is a PEM file of one public key
// or several (a key set: `npm run license:public-key -- --all`), the one the envelope's kid names
// checked; without it, the keys are this installation's (LICENSE_SIGNING_KEY or DATA_DIR, and
// LICENSE_RETIRED_PUBLIC_KEYS). Exit code 0 when valid, 1 when not.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildWhatIsMissing } from './stack.mjs';

const USAGE = `Usage: npm run license:verify -- <file> [--key public-keys.pem]
  license file (.lic):      [--mac <address>] [--server <name>]
  machine file (.machine):  [--fingerprint <fingerprint>]
  validation answer (.json): --nonce <nonce> --fingerprint <fingerprint> --license-key <key>`;
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    key: { type: 'string' },
    mac: { type: 'string' },
    server: { type: 'string' },
    fingerprint: { type: 'string' },
    nonce: { type: 'string' },
    'license-key': { type: 'string' },
  },
});
if (positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}
const text = readFileSync(positionals[0], 'utf8');
const kind = text.includes('-----BEGIN MACHINE FILE-----')
  ? 'machine'
  : text.includes('-----BEGIN LICENSE FILE-----')
    ? 'license'
    : 'validation';
let answer;
if (kind === 'validation') {
  try {
    const json = JSON.parse(text);
    answer = json?.Signed ?? json;
  } catch {
    console.error('Not valid: this is no license file, machine file or validation answer.');
    process.exit(1);
  }
  if (values.nonce === undefined || values.fingerprint === undefined || values['license-key'] === undefined) {
    console.error(`A validation answer needs --nonce, --fingerprint and --license-key.\n${USAGE}`);
    process.exit(2);
  }
}
buildWhatIsMissing();
const domain = await import('../domain/dist/index.js');
let trustedKeys;
if (values.key) trustedKeys = readFileSync(values.key, 'utf8');
else {
  const { loadConfig } = await import('../licensing-api/dist/config.js');
  const { licenseSigner } = await import('../licensing-api/dist/modules/product-licenses/license-signing.js');
  trustedKeys = licenseSigner(loadConfig()).trustedKeys.map((key) => key.publicKeyPem);
}

/** A license's facts as one line: order, product and edition, customer, expiry. */
const describeLicense = ({ orderNumber, customer, product, edition, expiry }) =>
  `${orderNumber}, ${domain.withProductName(product.name, edition.name)} for ${customer.name}, until ${expiry}`;
const printFeatures = (features) => {
  const listed = Object.entries(features).map(
    ([code, value]) => `${code} ${value === domain.UNLIMITED_FEATURE_VALUE ? 'unlimited' : value}`,
  );
  if (listed.length > 0) console.log(`Features: ${listed.join(', ')}.`);
};

let result;
if (kind === 'license') {
  result = await domain.verifyLicenseFile(text, trustedKeys, {
    macAddress: values.mac,
    serverName: values.server,
  });
  if (result.valid) {
    console.log(`Valid: ${describeLicense(result.license)}.`);
    printFeatures(result.license.features);
  }
} else if (kind === 'machine') {
  result = await domain.verifyMachineFile(text, trustedKeys, { fingerprint: values.fingerprint });
  if (result.valid) {
    const { machine, license, issued, ttl } = result.machine;
    const checkIn = new Date(Date.parse(issued) + ttl * 1000).toISOString();
    console.log(`Valid machine file: machine ${machine.fingerprint} on ${describeLicense(license)}.`);
    console.log(`Trusted offline until ${checkIn}; then check in (activate again).`);
    printFeatures(license.features);
  }
} else {
  result = await domain.verifyValidation(answer, trustedKeys, {
    key: values['license-key'],
    nonce: values.nonce,
    fingerprint: values.fingerprint,
  });
  if (result.valid) {
    const { code, fingerprint, time, license } = result.validation;
    console.log(`Valid validation answer: ${code} for machine ${fingerprint}, answered ${time}.`);
    if (license) console.log(`License ${license.orderNumber}: ${license.status}, until ${license.expiry}.`);
  }
}
if (!result.valid) console.error(`Not valid: ${result.reason}`);
process.exit(result.valid ? 0 : 1);
