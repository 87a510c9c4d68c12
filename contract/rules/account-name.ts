import { Code } from '../errors';

export const ACCOUNT_NAME_LENGTH = { min: 1, max: 20 } as const;

/** Double-byte characters (CJK, full-width forms) lie above Latin-1: an account name must be typable on any keyboard. */
const LAST_SINGLE_BYTE = 0xff;
const PURELY_NUMERIC = /^[0-9]+$/;
/** Anything shaped like an address: a name must never be mistaken for an email at sign-in. */
const EMAIL_SHAPED = /^[^@\s]+@[^@\s]+$/;

/** The catalogue code of the first account-name rule broken (docs/domain.md#field-rules), or null. Uniqueness (6002) is the server's. */
export function accountNameFailure(accountName: string | null | undefined): number | null {
  const value = accountName?.trim() ?? '';
  if (value === '') return Code.ACCOUNT_NAME_EMPTY;
  if ([...value].some((character) => (character.codePointAt(0) ?? 0) > LAST_SINGLE_BYTE))
    return Code.ACCOUNT_NAME_FULL_WIDTH;
  if ([...value].length > ACCOUNT_NAME_LENGTH.max) return Code.ACCOUNT_NAME_LENGTH;
  if (PURELY_NUMERIC.test(value)) return Code.ACCOUNT_NAME_NUMERIC;
  if (EMAIL_SHAPED.test(value)) return Code.ACCOUNT_NAME_EMAIL;
  return null;
}
