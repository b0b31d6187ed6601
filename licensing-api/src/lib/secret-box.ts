// Secrets licensing-api must keep for a while (a mailed one-time password or action link, until its
// mail is delivered) are stored sealed: AES-256-GCM under a key kept outside the database (SEAL_KEY's
// file, or one made once into DATA_DIR), so neither a read of the row nor a copy of the database
// gives them away, and a sealed value that was altered does not open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { keyFileText } from './key-files.js';

const SEAL_KEY_FILE = 'seal-key';
const VERSION = 'v1';

/** A new seal key, as its file's text (32 random bytes, base64): what DATA_DIR gets, and scripts/keys.mjs writes. */
export const newSealKeyText = (): string => `${randomBytes(32).toString('base64')}\n`;

export function secretBox(config: { sealKey: string | undefined; dataDir: string }) {
  const text = keyFileText({
    file: config.sealKey,
    dataDir: config.dataDir,
    name: SEAL_KEY_FILE,
    make: newSealKeyText,
  });
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new Error('The seal key must be 32 bytes, written in base64.');
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    /** The sealed text; throws when it was not sealed with this key or was altered. */
    open(sealed: string): string {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || data === undefined)
        throw new Error('Not a sealed value.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

export type SecretBox = ReturnType<typeof secretBox>;
