import { describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { fieldOfRefusal } from '../../src/features/accounts/fieldOfCode';

describe('where an account form shows a server refusal', () => {
  const register = ['accountName', 'password', 'confirmPassword', 'phone', 'smsCode', 'email'];

  it('puts a refusal only the server can give under its field', () => {
    expect(fieldOfRefusal(Code.ACCOUNT_NAME_EXISTS, null, register)).toBe('accountName');
    expect(fieldOfRefusal(Code.EMAIL_EXISTS, null, register)).toBe('email');
    expect(fieldOfRefusal(Code.SMS_NOT_REQUESTED, null, register)).toBe('smsCode');
    expect(fieldOfRefusal(Code.OLD_PASSWORD_WRONG, null, ['oldPassword', 'newPassword'])).toBe('oldPassword');
  });

  it('prefers the field the server names, and leaves a refusal about no field of the form to a message', () => {
    expect(fieldOfRefusal(Code.PASSWORD_FORMAT, { field: 'password' }, register)).toBe('password');
    expect(fieldOfRefusal(Code.OLD_PASSWORD_WRONG, null, register)).toBeNull();
    expect(fieldOfRefusal(Code.FREQUENT_REQUESTS, null, register)).toBeNull();
  });
});
