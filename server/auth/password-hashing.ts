import { randomBytes, randomInt } from 'node:crypto';
import argon2 from 'argon2';

/** argon2id with the OWASP minimum: 19 MiB of memory, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    await spendVerificationTime(password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A stored value that is not an argon2 hash matches no password.
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Does the work of one real verification, so that signing in to an account that does
 * not exist takes as long as a wrong password and does not reveal which accounts exist.
 */
export async function spendVerificationTime(password: string): Promise<void> {
  decoyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await argon2.verify(await decoyHash, password).catch(() => false);
}

const PASSWORD_ALPHABETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%^&*-_=+?'];

/**
 * A strong password that passes the console's own password rule (6 to 20 characters
 * with a digit, a lowercase and an uppercase letter and a special character).
 */
export function generatePassword(length = 16): string {
  const all = PASSWORD_ALPHABETS.join('');
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)];
  const characters = PASSWORD_ALPHABETS.map(pick);
  while (characters.length < length) characters.push(pick(all));
  // Fisher–Yates, so the guaranteed characters are not always first.
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j], characters[i]];
  }
  return characters.join('');
}
