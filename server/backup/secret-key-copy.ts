import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseSecretKey } from '../secrets/secret-key';

/** Where the console keeps the key it made itself when `SECRET_KEY` is not set. */
export function keyFileOf(dataDir: string): string {
  return path.join(dataDir, 'secret.key');
}

/**
 * A short fingerprint of the key that encrypts stored secrets: a restore compares it with
 * the key it is given, so that secrets are never restored under a key that cannot read them.
 * It reveals nothing of the key.
 */
export function keyFingerprint(key: Buffer): string {
  return createHash('sha256')
    .update('intercom-console secret key fingerprint\n')
    .update(key)
    .digest('hex')
    .slice(0, 16);
}

/** The key `SECRET_KEY` gives, or the one in the key file; undefined when there is none yet. */
export async function currentKey(configured: string | undefined, dataDir: string): Promise<Buffer | undefined> {
  if (configured !== undefined) return parseSecretKey(configured);
  const text = await readFile(keyFileOf(dataDir), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : parseSecretKey(text);
}
