import { hash, randomInt } from 'node:crypto';

/** How many recovery codes an account gets, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be mistaken for one another when copied from paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF_LENGTH = 5;

/** Ten new codes (`abcde-fghjk`, about 49 bits each) and the hashes to keep of them. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomPart()}-${randomPart()}`);
  return { codes, hashes: codes.map(recoveryCodeHash) };
}

/**
 * The hashes left once a typed code is used, or undefined when it matches none. Codes are
 * random enough that a plain SHA-256 keeps them: nothing is gained by guessing offline.
 */
export function withoutRecoveryCode(hashes: readonly string[], typed: string): string[] | undefined {
  const typedHash = recoveryCodeHash(typed);
  if (!hashes.includes(typedHash)) return undefined;
  return hashes.filter((kept) => kept !== typedHash);
}

/** Whether a typed text looks like a recovery code rather than an authenticator code. */
export function looksLikeRecoveryCode(typed: string): boolean {
  return normalised(typed).length === HALF_LENGTH * 2 && /[a-z]/.test(normalised(typed));
}

function recoveryCodeHash(code: string): string {
  return hash('sha256', `recovery:${normalised(code)}`, 'hex');
}

function normalised(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

function randomPart(): string {
  return Array.from({ length: HALF_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}
