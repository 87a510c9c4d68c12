import { Code } from '../../../contract/errors';
import { type RegistrationForm, registrationFailure } from '../../../contract/rules/registration';
import { hashPassword } from '../../auth/password-hashing';
import { ApiError } from '../../http/api-error';
import { DEFAULT_WEB_ROLE } from '../../seed/seed-accounts';
import { type AccountFlows, phoneRecipient } from './account-flows';

/**
 * Creates an account from the register form: the shared rules of contract/rules,
 * then what needs the database (6002, 6001, 6013), then the SMS code (6151, 6026).
 * The account gets the default web role (6054 when it is missing) and is signed in.
 */
export async function register(
  flows: AccountFlows,
  form: RegistrationForm,
  client: { ip: string; userAgent?: string },
): Promise<{ token: string; expiresAt: string }> {
  const failure = registrationFailure(form);
  if (failure?.field === 'agree') throw new ApiError(Code.BAD_REQUEST, 'the agreement must be accepted');
  if (failure) throw new ApiError(failure.code);

  const admins = flows.tables.of('admin');
  const email = form.email.toLowerCase();
  if (await admins.findOneWhere({ accountName: form.accountName })) throw new ApiError(Code.ACCOUNT_NAME_EXISTS);
  if (await admins.findOneWhere({ countryCode: form.countryCode, phone: form.phone }))
    throw new ApiError(Code.PHONE_EXISTS);
  if (await admins.findOneWhere({ email })) throw new ApiError(Code.EMAIL_EXISTS);

  const check = await flows.codes.consume(
    'sms',
    'register',
    phoneRecipient(form.countryCode, form.phone),
    form.smsCode,
  );
  if (check === 'not-requested') throw new ApiError(Code.SMS_NOT_REQUESTED);
  if (check === 'wrong') throw new ApiError(Code.SMS_CODE_WRONG);

  const role = await flows.tables.of('role').findOneWhere({ name: DEFAULT_WEB_ROLE });
  if (!role) throw new ApiError(Code.DEFAULT_ROLE_MISSING);

  const admin = await flows.services.of('admin').systemCreate({
    accountName: form.accountName,
    name: form.name,
    surname: form.surname,
    countryCode: form.countryCode,
    phone: form.phone,
    email,
    enabled: true,
    roleIds: [Number(role.id)],
    loginCount: 0,
    passwordHash: await hashPassword(form.password),
  });
  return flows.sessions.issue(Number(admin.id), false, client);
}
