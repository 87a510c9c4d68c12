import { Code } from '../errors';

export const PASSWORD_LENGTH = { min: 6, max: 20 } as const;

/** Which password a form asks for: they share the rules but not the codes (6012/6031 against 6015/6030). */
export type PasswordKind = 'password' | 'new-password';

const CODES = {
  password: { empty: Code.PASSWORD_EMPTY, format: Code.PASSWORD_FORMAT },
  'new-password': { empty: Code.NEW_PASSWORD_EMPTY, format: Code.NEW_PASSWORD_FORMAT },
} as const;

const REQUIRED_CLASSES = [/[0-9]/, /[a-z]/, /[A-Z]/, /[^0-9A-Za-z\s]/];

/**
 * The catalogue code of the first password rule broken (docs/domain.md#field-rules), or null:
 * 6 to 20 characters with a digit, a lower-case and an upper-case letter and a special
 * character, no whitespace, and not containing the account name (in any case).
 */
export function passwordFailure(
  password: string | null | undefined,
  accountName: string | null | undefined,
  kind: PasswordKind = 'password',
): number | null {
  const codes = CODES[kind];
  if (!password) return codes.empty;
  const length = [...password].length;
  if (length < PASSWORD_LENGTH.min || length > PASSWORD_LENGTH.max) return codes.format;
  if (/\s/.test(password)) return codes.format;
  if (!REQUIRED_CLASSES.every((pattern) => pattern.test(password))) return codes.format;
  const name = accountName?.trim().toLowerCase();
  if (name && password.toLowerCase().includes(name)) return codes.format;
  return null;
}

/** 6018 when the confirmation is not the password typed (an empty confirmation included). */
export function confirmationFailure(password: string | null | undefined, confirmation: string | null | undefined) {
  return (password ?? '') === (confirmation ?? '') ? null : Code.PASSWORDS_DIFFER;
}

/** 6016 when a new password repeats the old one. */
export function samePasswordFailure(oldPassword: string, newPassword: string): number | null {
  return oldPassword === newPassword ? Code.NEW_PASSWORD_SAME_AS_OLD : null;
}
