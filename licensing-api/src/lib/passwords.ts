// Password hashing with node:crypto scrypt. A stored hash carries its own parameters
// (`scrypt$N$r$p$salt$hash`, base64), so the cost can rise later without invalidating old hashes.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { DEFAULT_SCRYPT_N } from '../config.js';

const BLOCK_SIZE = 8; // r
const PARALLELISM = 1; // p
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Refuse absurd parameters from a damaged row rather than allocate gigabytes. */
const MAX_N = 2 ** 20;

function derive(password: string, salt: Buffer, length: number, N: number, r: number, p: number) {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, N: number = DEFAULT_SCRYPT_N): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, N, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', N, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when `password` matches `stored`; compares in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key || rest.length > 0) return false;
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  const valid = (value: number, max: number) => Number.isInteger(value) && value >= 1 && value <= max;
  if (!valid(N, MAX_N) || (N & (N - 1)) !== 0 || !valid(R, 32) || !valid(P, 16)) return false;
  const expected = Buffer.from(key, 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64'), expected.length, N, R, P);
  return timingSafeEqual(actual, expected);
}
