import { Code } from '../errors';

export const EMAIL_MAX_LENGTH = 100;

/** The same shape the admin schema stores; one address, no spaces. */
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** 6010 empty, 6011 not one valid address. Uniqueness (6013) is the server's. */
export function emailFailure(email: string | null | undefined): number | null {
  const value = email?.trim() ?? '';
  if (value === '') return Code.EMAIL_EMPTY;
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return Code.EMAIL_FORMAT;
  return null;
}
