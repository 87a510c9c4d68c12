import { describe, expect, it } from 'vitest';
import { emailFailure } from '../../contract/rules/email';
import { nameFailure, surnameFailure } from '../../contract/rules/person-name';
import { countryCodeFailure, phoneFailure } from '../../contract/rules/phone';
import { registrationFailure } from '../../contract/rules/registration';

describe('name, surname, email, country code and phone rules', () => {
  it('names take 1 to 20 characters (6008, 6009), surnames 1 to 10 (6028, 6029)', () => {
    expect(nameFailure('Li')).toBeNull();
    expect(nameFailure('')).toBe(6008);
    expect(nameFailure('n'.repeat(21))).toBe(6009);
    expect(surnameFailure('Wang')).toBeNull();
    expect(surnameFailure(' ')).toBe(6028);
    expect(surnameFailure('s'.repeat(11))).toBe(6029);
  });

  it('emails are required (6010) and one valid address (6011)', () => {
    expect(emailFailure('li@example.com')).toBeNull();
    expect(emailFailure('')).toBe(6010);
    for (const email of ['li', 'li@example', 'li @example.com', `${'a'.repeat(95)}@b.com`]) {
      expect(emailFailure(email)).toBe(6011);
    }
  });

  it('country codes are required (6155) and a calling code in use (6156)', () => {
    expect(countryCodeFailure('+86')).toBeNull();
    expect(countryCodeFailure('+44')).toBeNull();
    expect(countryCodeFailure('')).toBe(6155);
    for (const code of ['86', '+', '+99999', '+999']) expect(countryCodeFailure(code)).toBe(6156);
  });

  it('mainland numbers follow the spec: 11 digits, 1, then 3, 4, 5, 7 or 8', () => {
    for (const phone of ['13912345678', '14712345678', '15012345678', '17012345678', '18812345678']) {
      expect(phoneFailure('+86', phone)).toBeNull();
    }
    for (const phone of ['16912345678', '19912345678', '1391234567', '139123456789', '23912345678']) {
      expect(phoneFailure('+86', phone)).toBe(6004);
    }
    expect(phoneFailure('+86', '')).toBe(6003);
  });

  it('other countries are checked against their own numbering plan', () => {
    expect(phoneFailure('+44', '7400123456')).toBeNull();
    expect(phoneFailure('+1', '2015550123')).toBeNull();
    expect(phoneFailure('+44', '12345')).toBe(6004);
    expect(phoneFailure('+1', '13912345678')).toBe(6004);
  });

  it('the register form reports its first broken field, the agreement last', () => {
    const form = {
      accountName: 'alice',
      password: 'Secret#2024',
      confirmPassword: 'Secret#2024',
      name: 'Alice',
      surname: 'Li',
      countryCode: '+86',
      phone: '13912345678',
      smsCode: '123456',
      email: 'alice@example.com',
      agree: true,
    };
    expect(registrationFailure(form)).toBeNull();
    expect(registrationFailure({ ...form, name: '', email: '' })).toEqual({ field: 'name', code: 6008 });
    expect(registrationFailure({ ...form, agree: false })).toEqual({ field: 'agree', code: 400 });
  });
});
