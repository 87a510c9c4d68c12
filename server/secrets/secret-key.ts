import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const KEY_BYTES = 32;
const KEY_FILE_NAME = 'secret.key';

/** What `SECRET_KEY` must be: 32 bytes as 64 hexadecimal digits or as base64. */
export function parseSecretKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  return key.length === KEY_BYTES ? key : undefined;
}

export function describeSecretKeyProblem(text: string): string | undefined {
  return parseSecretKey(text) ? undefined : 'SECRET_KEY must be 32 bytes written as 64 hexadecimal digits or as base64';
}

/**
 * The key that encrypts stored secrets: `SECRET_KEY` when set, otherwise a key made
 * once and kept in DATA_DIR, readable by the server's user only. Losing that file
 * makes the stored secrets unreadable, so it is never replaced once it exists.
 */
export function loadSecretKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured !== undefined) {
    const key = parseSecretKey(configured);
    if (!key) throw new Error(describeSecretKeyProblem(configured));
    return key;
  }
  const file = path.join(dataDir, KEY_FILE_NAME);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(KEY_BYTES).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseSecretKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key; restore it from a backup or set SECRET_KEY`);
  return key;
}
