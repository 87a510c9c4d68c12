/**
 * Why a sign-in failed, as the admin login log stores it (`reason`): a code the
 * console words in the reader's language. Rows written before the codes hold the
 * English text; `loginReasonCode` reads both.
 */
export const LOGIN_REASONS = {
  captcha: 'captcha',
  credentials: 'credentials',
  disabled: 'disabled',
  noRole: 'no-role',
  /** A wrong authenticator code, recovery code or passkey after a right password. */
  secondFactor: 'second-factor',
} as const;

export type LoginReason = (typeof LOGIN_REASONS)[keyof typeof LOGIN_REASONS];

/** The English texts older rows hold, by the code that replaced each. */
const OLD_TEXTS: Record<string, LoginReason> = {
  'graphic code missing or wrong': 'captcha',
  'account or password incorrect': 'credentials',
  'account disabled': 'disabled',
  'no role left': 'no-role',
};

const CODES = new Set<string>(Object.values(LOGIN_REASONS));

/** The code of a stored reason, old English text included; undefined for anything else. */
export function loginReasonCode(stored: unknown): LoginReason | undefined {
  if (typeof stored !== 'string') return undefined;
  if (CODES.has(stored)) return stored as LoginReason;
  return OLD_TEXTS[stored.trim().toLowerCase()];
}
