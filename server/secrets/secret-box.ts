import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
/** Marks a stored value as sealed, so that values saved before encryption still read back. */
const SEALED_PREFIX = 'aes256gcm:';

/**
 * Encrypts secrets at rest with AES-256-GCM: a fresh 96-bit nonce per value and the
 * authentication tag stored with it, so a changed ciphertext is refused, not misread.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {}

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
    return SEALED_PREFIX + parts.join('.');
  }

  open(stored: string): string {
    if (!isSealed(stored)) return stored;
    const [iv, tag, sealed] = stored
      .slice(SEALED_PREFIX.length)
      .split('.')
      .map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !sealed) throw new Error('a sealed secret is damaged');
    const decipher = createDecipheriv(ALGORITHM, this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  }
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(SEALED_PREFIX);
}
