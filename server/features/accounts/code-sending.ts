import { Code } from '../../../contract/errors';
import { emailFailure } from '../../../contract/rules/email';
import { countryCodeFailure, phoneFailure } from '../../../contract/rules/phone';
import { CODE_SCENES, type CodeScene } from '../../auth/verification-codes';
import { ApiError } from '../../http/api-error';
import { sendCodeMail } from '../../messaging/code-mail';
import { type AccountFlows, phoneRecipient } from './account-flows';
import { refuseWith } from './form-body';

export function readScene(value: string): CodeScene {
  const scene = CODE_SCENES.find((known) => known === value);
  if (!scene) throw new ApiError(Code.BAD_REQUEST, `scene must be one of ${CODE_SCENES.join(', ')}`);
  return scene;
}

/**
 * Texts a code to a phone: for registering, a number no account uses yet (6001); for
 * a password reset, the number of an account (6036). Once a minute per number (10001).
 */
export async function sendSmsCode(
  flows: AccountFlows,
  form: { countryCode: string; phone: string; scene: string },
): Promise<void> {
  const scene = readScene(form.scene);
  refuseWith(countryCodeFailure(form.countryCode));
  refuseWith(phoneFailure(form.countryCode, form.phone));
  if (!flows.sms.serves(scene)) throw new ApiError(Code.SMS_NO_SERVICE, `no SMS provider serves "${scene}"`);
  const holder = await flows.tables.of('admin').findOneWhere({ countryCode: form.countryCode, phone: form.phone });
  if (scene === 'register' && holder) throw new ApiError(Code.PHONE_EXISTS);
  if (scene === 'reset-password' && !holder) throw new ApiError(Code.PHONE_NOT_FOUND);
  const to = phoneRecipient(form.countryCode, form.phone);
  await flows.codes.claimSendSlot('sms', to);
  const code = await flows.codes.issue('sms', scene, to);
  await flows.sms.sendCode(to, scene, code);
}

/** Several addresses in one field: a code goes to exactly one person (6108). */
const SEVERAL_ADDRESSES = /[,;]|@.*@/;

/**
 * Mails a code rendered from the email template: for registering, an address no
 * account uses (6013); for a reset, an account's address (6050). Once a minute per address.
 */
export async function sendEmailCode(
  flows: AccountFlows,
  form: { email: string; scene: string; locale: string },
): Promise<void> {
  const scene = readScene(form.scene);
  if (SEVERAL_ADDRESSES.test(form.email)) throw new ApiError(Code.EMAIL_CODE_ONE_RECIPIENT);
  const failure = emailFailure(form.email);
  if (failure === Code.EMAIL_FORMAT) throw new ApiError(Code.EMAIL_RECIPIENT_INVALID);
  refuseWith(failure);
  const email = form.email.toLowerCase();
  const holder = await flows.tables.of('admin').findOneWhere({ email });
  if (scene === 'register' && holder) throw new ApiError(Code.EMAIL_EXISTS);
  if (scene === 'reset-password' && !holder) throw new ApiError(Code.NO_ACCOUNT_MATCHED);
  await flows.codes.claimSendSlot('email', email);
  const code = await flows.codes.issue('email', scene, email);
  await sendCodeMail(flows.tables.of('email-template'), flows.mail, {
    to: email,
    scene,
    code,
    locale: form.locale === 'zh' ? 'zh' : 'en',
  });
}
