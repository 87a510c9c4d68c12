import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Code } from '../../contract/errors';
import type { CacheStore } from '../cache/cache-store';
import { ApiError } from '../http/api-error';

/** Where a code goes. */
export type CodeChannel = 'sms' | 'email' | 'captcha';
/** What a code is for; a code requested for one scene does not open another. */
export const CODE_SCENES = ['register', 'reset-password'] as const;
export type CodeScene = (typeof CODE_SCENES)[number];

export const CODE_LIFETIME_SECONDS = 5 * 60;
/** SMS, email and captcha sending: once a minute (docs/features/console.md#fixed-figures). */
export const RESEND_INTERVAL_SECONDS = 60;
/** After this many wrong guesses the code is spent, so six digits cannot be walked through. */
const WRONG_GUESSES_ALLOWED = 5;
/** The entry outlives the code, so an expired code (6026) is told apart from one never requested (6151). */
const ENTRY_SECONDS = 24 * 60 * 60;

export type CodeCheck = 'valid' | 'wrong' | 'not-requested';

interface StoredCode {
  salt: string;
  hash: string;
  expiresAt: number;
  wrongGuesses: number;
  spent: boolean;
}

/**
 * One-time codes in the shared cache store (so every node sees them): at most one
 * sent a minute per recipient (10001), expiring, single use, kept only as a salted hash.
 */
export class VerificationCodes {
  constructor(
    private readonly cache: CacheStore,
    private readonly wrongGuessesAllowed: number = WRONG_GUESSES_ALLOWED,
    private readonly now: () => number = Date.now,
  ) {}

  /** Refuses with 10001 when this recipient was sent a code of this channel less than a minute ago. */
  async claimSendSlot(channel: CodeChannel, recipient: string): Promise<void> {
    const key = `code-sent:${channel}:${recipient}`;
    const count = await this.cache.incr(key);
    if (count === 1) await this.cache.expire(key, RESEND_INTERVAL_SECONDS);
    else throw new ApiError(Code.CODE_ONCE_A_MINUTE);
  }

  /** A fresh code for the recipient, replacing any earlier one of the same scene. */
  async issue(channel: CodeChannel, scene: string, recipient: string, code = sixDigits()): Promise<string> {
    const salt = randomBytes(16).toString('hex');
    const stored: StoredCode = {
      salt,
      hash: digest(salt, code),
      expiresAt: this.now() + CODE_LIFETIME_SECONDS * 1000,
      wrongGuesses: 0,
      spent: false,
    };
    await this.cache.set(keyOf(channel, scene, recipient), JSON.stringify(stored), ENTRY_SECONDS);
    return code;
  }

  /** Checks a code and spends it when it is right; a wrong, expired or used code is 'wrong'. */
  async consume(channel: CodeChannel, scene: string, recipient: string, code: string): Promise<CodeCheck> {
    const key = keyOf(channel, scene, recipient);
    const text = await this.cache.get(key);
    if (!text) return 'not-requested';
    const stored = JSON.parse(text) as StoredCode;
    if (stored.spent || stored.expiresAt <= this.now()) return 'wrong';
    const matches = safeEqual(stored.hash, digest(stored.salt, code.trim().toLowerCase()));
    if (matches) stored.spent = true;
    else stored.wrongGuesses += 1;
    if (stored.wrongGuesses >= this.wrongGuessesAllowed) stored.spent = true;
    await this.cache.set(key, JSON.stringify(stored), ENTRY_SECONDS);
    return matches ? 'valid' : 'wrong';
  }
}

function keyOf(channel: CodeChannel, scene: string, recipient: string): string {
  return `code:${channel}:${scene}:${recipient.toLowerCase()}`;
}

function sixDigits(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function digest(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code.toLowerCase()}`).digest('hex');
}

function safeEqual(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
