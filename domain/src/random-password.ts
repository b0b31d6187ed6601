// SPEC §9: a random password generator over 92 symbols, its length set by the caller. The
// symbols are the printable ASCII characters (94) but the double quote and the backslash, which
// other systems' JSON and shells tend to mangle.

export const PASSWORD_SYMBOLS = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i))
  .filter((char) => char !== '"' && char !== '\\')
  .join('');

/** Fills a byte array with cryptographically strong random values. */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

const cryptoRandom: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

/**
 * A password of `length` symbols drawn uniformly from PASSWORD_SYMBOLS. Bytes of 184 and above are
 * discarded (184 = 2 x 92), so every symbol is equally likely.
 */
export function randomPassword(length: number, random: RandomBytes = cryptoRandom): string {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('length must be a positive integer');
  const limit = Math.floor(256 / PASSWORD_SYMBOLS.length) * PASSWORD_SYMBOLS.length;
  let password = '';
  while (password.length < length) {
    for (const byte of random(new Uint8Array(length * 2))) {
      if (byte < limit) password += PASSWORD_SYMBOLS[byte % PASSWORD_SYMBOLS.length];
      if (password.length === length) break;
    }
  }
  return password;
}
