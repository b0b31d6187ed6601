// Bearer tokens: opaque random strings. The database keeps only their SHA-256, so reading the
// sessions table does not let anyone sign in.
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
