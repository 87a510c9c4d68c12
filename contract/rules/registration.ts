import { Code } from '../errors';
import { accountNameFailure } from './account-name';
import { emailFailure } from './email';
import { confirmationFailure, passwordFailure } from './password';
import { nameFailure, surnameFailure } from './person-name';
import { countryCodeFailure, phoneFailure } from './phone';

/** What the register form sends (POST /account/web/register, docs/architecture.md#the-http-contract). */
export interface RegistrationForm {
  accountName: string;
  password: string;
  confirmPassword: string;
  name: string;
  surname: string;
  countryCode: string;
  phone: string;
  smsCode: string;
  email: string;
  agree: boolean;
}

/** The text fields of the register form, in the order it shows them; `agree` is the box after them. */
export const REGISTRATION_TEXT_FIELDS = [
  'accountName',
  'password',
  'confirmPassword',
  'name',
  'surname',
  'countryCode',
  'phone',
  'smsCode',
  'email',
] as const satisfies readonly Exclude<keyof RegistrationForm, 'agree'>[];

export interface FieldFailure {
  field: keyof RegistrationForm;
  code: number;
}

/**
 * The first broken rule of the register form, in the order the form shows its fields,
 * or null. What needs the database (uniqueness, the SMS code itself) is the server's.
 */
export function registrationFailure(form: Partial<RegistrationForm>): FieldFailure | null {
  const checks: [keyof RegistrationForm, () => number | null][] = [
    ['accountName', () => accountNameFailure(form.accountName)],
    ['password', () => passwordFailure(form.password, form.accountName)],
    ['confirmPassword', () => confirmationFailure(form.password, form.confirmPassword)],
    ['name', () => nameFailure(form.name)],
    ['surname', () => surnameFailure(form.surname)],
    ['countryCode', () => countryCodeFailure(form.countryCode)],
    ['phone', () => phoneFailure(form.countryCode ?? '', form.phone)],
    ['smsCode', () => (form.smsCode?.trim() ? null : Code.SMS_CODE_WRONG)],
    ['email', () => emailFailure(form.email)],
    ['agree', () => (form.agree === true ? null : Code.BAD_REQUEST)],
  ];
  for (const [field, check] of checks) {
    const code = check();
    if (code !== null) return { field, code };
  }
  return null;
}
