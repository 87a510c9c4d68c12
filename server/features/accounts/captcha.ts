import { randomBytes } from 'node:crypto';
import { Code } from '../../../contract/errors';
import { VerificationCodes } from '../../auth/verification-codes';
import type { CacheStore } from '../../cache/cache-store';
import { ApiError } from '../../http/api-error';

/**
 * Failed sign-ins before a graphic code is asked for: few for one account, more for
 * one address, since colleagues behind one office gateway share it.
 */
export const FAILURES_BEFORE_CAPTCHA = { account: 3, address: 10 } as const;
/** How long failures are remembered. */
const FAILURE_WINDOW_SECONDS = 15 * 60;
const CAPTCHA_SCENE = 'sign-in';

/**
 * The graphic code of the sign-in form (6056 / 6057): asked for once an account or an
 * address has failed a few times, kept in the shared cache like the other codes.
 */
export class SignInCaptcha {
  private readonly codes: VerificationCodes;

  constructor(private readonly cache: CacheStore) {
    // One guess per picture: a graphic code is cheap to ask again and should not be walked through.
    this.codes = new VerificationCodes(cache, 1);
  }

  /** A new picture; one a minute per address (10001), like the SMS codes. */
  async create(ip: string): Promise<{ captchaKey: string; svg: string }> {
    await this.codes.claimSendSlot('captcha', ip);
    // Loaded with the first picture asked for, not at start.
    const { default: svgCaptcha } = await import('svg-captcha');
    const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', background: '#f4f6f8' });
    const captchaKey = randomBytes(16).toString('base64url');
    await this.codes.issue('captcha', CAPTCHA_SCENE, captchaKey, captcha.text.toLowerCase());
    return { captchaKey, svg: captcha.data };
  }

  /** Whether this account (or typed name) or this address has failed often enough to need a graphic code. */
  async required(subject: FailureSubject, ip: string): Promise<boolean> {
    const [accountKey, addressKey] = failureKeys(subject, ip);
    const failuresOf = async (key: string) => Number((await this.cache.get(key)) ?? 0);
    return (
      (await failuresOf(accountKey)) >= FAILURES_BEFORE_CAPTCHA.account ||
      (await failuresOf(addressKey)) >= FAILURES_BEFORE_CAPTCHA.address
    );
  }

  /** 6056 without a code, 6057 for a wrong, expired or used one. */
  async check(captchaKey: string | undefined, captchaCode: string | undefined): Promise<void> {
    if (!captchaKey || !captchaCode) throw new ApiError(Code.CAPTCHA_REQUIRED);
    const result = await this.codes.consume('captcha', CAPTCHA_SCENE, captchaKey, captchaCode);
    if (result !== 'valid') throw new ApiError(Code.CAPTCHA_WRONG);
  }

  async recordFailure(subject: FailureSubject, ip: string): Promise<void> {
    for (const key of failureKeys(subject, ip)) {
      const count = await this.cache.incr(key);
      if (count === 1) await this.cache.expire(key, FAILURE_WINDOW_SECONDS);
    }
  }

  /** A successful sign-in clears the account's count; the address keeps its own. */
  async recordSuccess(subject: FailureSubject): Promise<void> {
    await this.cache.del(failureKeys(subject, '')[0]);
  }
}

/**
 * Whom sign-in failures count against: the account the typed name, phone or email
 * found, so that its three guesses are shared by all three; the typed text itself
 * when it found none, so that guessing at unknown names meets the graphic code too.
 */
export type FailureSubject = { adminId: number } | { typedName: string };

function failureKeys(subject: FailureSubject, ip: string): [string, string] {
  const counted =
    'adminId' in subject ? `account:${subject.adminId}` : `name:${subject.typedName.trim().toLowerCase()}`;
  return [`sign-in-failures:${counted}`, `sign-in-failures:ip:${ip}`];
}
