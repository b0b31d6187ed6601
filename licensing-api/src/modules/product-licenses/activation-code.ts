// A license's activation code (GetIssueProductLicense_V2, and a generated order's licenses).
import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U to misread. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 25 random symbols (125 bits) in five groups: not guessable, and easy to read out. */
export function newActivationCode(): string {
  const bytes = randomBytes(25);
  const symbols = [...bytes].map((byte) => CODE_ALPHABET[byte & 31]).join('');
  return symbols.match(/.{5}/g)!.join('-');
}
