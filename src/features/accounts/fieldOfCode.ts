import { Code } from '../../../contract/errors';

/**
 * The field a server refusal is about, for the codes only the server can give
 * (they need the database or the code it sent): shown under that field.
 */
const FIELD_OF_CODE: Record<number, string> = {
  [Code.ACCOUNT_NAME_EXISTS]: 'accountName',
  [Code.EMAIL_EXISTS]: 'email',
  [Code.PHONE_EXISTS]: 'phone',
  [Code.PHONE_NOT_FOUND]: 'phone',
  [Code.SMS_CODE_WRONG]: 'smsCode',
  [Code.SMS_NOT_REQUESTED]: 'smsCode',
  [Code.EMAIL_CODE_WRONG]: 'emailCode',
  [Code.OLD_PASSWORD_WRONG]: 'oldPassword',
  [Code.NEW_PASSWORD_SAME_AS_OLD]: 'newPassword',
};

/** The field of a form that a refusal belongs under: the one the server names, else the code's, if the form has it. */
export function fieldOfRefusal(code: number, data: unknown, fields: readonly string[]): string | null {
  const named = (data as { field?: unknown } | null)?.field;
  const field = typeof named === 'string' ? named : FIELD_OF_CODE[code];
  return field !== undefined && fields.includes(field) ? field : null;
}
