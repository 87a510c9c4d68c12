import { Code } from '../../../contract/errors';
import { emailFailure } from '../../../contract/rules/email';
import { confirmationFailure, passwordFailure } from '../../../contract/rules/password';
import { countryCodeFailure, phoneFailure } from '../../../contract/rules/phone';
import { hashPassword } from '../../auth/password-hashing';
import type { Row } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { type AccountFlows, phoneRecipient } from './account-flows';
import { refuseWith } from './form-body';

export interface NewPasswordForm {
  newPassword: string;
  confirmPassword: string;
}

/** Forgot password by phone: the account of that number, the new-password rules, then the SMS code. */
export async function resetPasswordByPhone(
  flows: AccountFlows,
  form: NewPasswordForm & { countryCode: string; phone: string; smsCode: string },
): Promise<void> {
  refuseWith(countryCodeFailure(form.countryCode));
  refuseWith(phoneFailure(form.countryCode, form.phone));
  const admin = await flows.tables.of('admin').findOneWhere({ countryCode: form.countryCode, phone: form.phone });
  if (!admin) throw new ApiError(Code.PHONE_NOT_FOUND);
  checkNewPassword(admin, form);
  if (!form.smsCode) throw new ApiError(Code.SMS_CODE_WRONG);
  const check = await flows.codes.consume(
    'sms',
    'reset-password',
    phoneRecipient(form.countryCode, form.phone),
    form.smsCode,
  );
  if (check === 'not-requested') throw new ApiError(Code.SMS_NOT_REQUESTED);
  if (check === 'wrong') throw new ApiError(Code.SMS_CODE_WRONG);
  await replacePassword(flows, admin, form.newPassword);
}

/** Forgot password by email: the account of that address, the new-password rules, then the emailed code (6107). */
export async function resetPasswordByEmail(
  flows: AccountFlows,
  form: NewPasswordForm & { email: string; emailCode: string },
): Promise<void> {
  refuseWith(emailFailure(form.email));
  const email = form.email.toLowerCase();
  const admin = await flows.tables.of('admin').findOneWhere({ email });
  if (!admin) throw new ApiError(Code.NO_ACCOUNT_MATCHED);
  checkNewPassword(admin, form);
  const check = form.emailCode ? await flows.codes.consume('email', 'reset-password', email, form.emailCode) : 'wrong';
  if (check !== 'valid') throw new ApiError(Code.EMAIL_CODE_WRONG);
  await replacePassword(flows, admin, form.newPassword);
}

function checkNewPassword(admin: Row, form: NewPasswordForm): void {
  refuseWith(passwordFailure(form.newPassword, String(admin.accountName ?? ''), 'new-password'));
  refuseWith(confirmationFailure(form.newPassword, form.confirmPassword));
}

/** Stores the new hash and ends every session of the account: whoever knew the old password is out. */
async function replacePassword(flows: AccountFlows, admin: Row, newPassword: string): Promise<void> {
  const adminId = Number(admin.id);
  const passwordHash = await hashPassword(newPassword);
  await flows.services.of('admin').systemUpdate(adminId, { passwordHash }, { bookkeeping: true });
  await flows.sessions.revokeAllOf(adminId);
}
