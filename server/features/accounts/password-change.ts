import { Code } from '../../../contract/errors';
import { confirmationFailure, passwordFailure, samePasswordFailure } from '../../../contract/rules/password';
import { hashPassword, verifyPassword } from '../../auth/password-hashing';
import type { Principal } from '../../auth/principal';
import { ApiError } from '../../http/api-error';
import type { AccountFlows } from './account-flows';
import { refuseWith } from './form-body';

export interface PasswordChangeForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The user menu's change-password modal: 6012 / 6061 for the old password, 6015,
 * 6016, 6030 and 6018 for the new one. The session making the change stays open;
 * every other session of the account ends.
 */
export async function changePassword(
  flows: AccountFlows,
  principal: Principal,
  form: PasswordChangeForm,
  currentToken: string,
): Promise<void> {
  if (!form.oldPassword) throw new ApiError(Code.PASSWORD_EMPTY);
  if (!form.newPassword) throw new ApiError(Code.NEW_PASSWORD_EMPTY);
  const hash = typeof principal.admin.passwordHash === 'string' ? principal.admin.passwordHash : null;
  if (!(await verifyPassword(hash, form.oldPassword))) throw new ApiError(Code.OLD_PASSWORD_WRONG);
  refuseWith(samePasswordFailure(form.oldPassword, form.newPassword));
  refuseWith(passwordFailure(form.newPassword, String(principal.admin.accountName ?? ''), 'new-password'));
  refuseWith(confirmationFailure(form.newPassword, form.confirmPassword));
  const passwordHash = await hashPassword(form.newPassword);
  await flows.services.of('admin').systemUpdate(principal.adminId, { passwordHash }, { bookkeeping: true });
  await flows.sessions.revokeOthersOf(principal.adminId, currentToken);
}
