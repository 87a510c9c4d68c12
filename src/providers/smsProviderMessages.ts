import { Code, messageOf } from '../../contract/errors';
import type { Label, Locale } from '../../contract/resource';

/**
 * What the SMS provider's refusal codes mean to an admin (docs/domain.md#catalogue-of-codes, code
 * 10002: the server passes the provider's code on in `msg`). The provider's rate
 * limit is the one the console was specified with; the others are its common refusals.
 */
const PROVIDER_MESSAGES: Record<string, Label> = {
  'isv.BUSINESS_LIMIT_CONTROL': {
    en: 'Only one verification code can be sent within one minute',
    zh: '一分钟内只能发送一次验证码',
  },
  'isv.DAY_LIMIT_CONTROL': {
    en: 'This phone number has reached the number of codes it may receive today',
    zh: '该手机号今日接收验证码的次数已达上限',
  },
  'isv.MOBILE_NUMBER_ILLEGAL': { en: 'The phone number is not valid', zh: '手机号码格式不正确' },
  'isv.MOBILE_COUNT_OVER_LIMIT': { en: 'Too many phone numbers in one request', zh: '手机号码数量超过上限' },
  'isv.AMOUNT_NOT_ENOUGH': { en: 'The SMS account has run out of credit', zh: '短信账户余额不足' },
  'isv.OUT_OF_SERVICE': { en: 'The SMS service is suspended', zh: '短信服务已停机' },
  'isv.BLACK_KEY_CONTROL_LIMIT': {
    en: 'The message contains words that may not be sent',
    zh: '短信内容包含禁止发送的关键字',
  },
  'isv.SMS_TEMPLATE_ILLEGAL': { en: 'The SMS template is not approved', zh: '短信模板未通过审核或不存在' },
  'isv.SMS_SIGNATURE_ILLEGAL': { en: 'The SMS signature is not approved', zh: '短信签名未通过审核或不存在' },
  'isv.TEMPLATE_MISSING_PARAMETERS': { en: 'The SMS template is missing a value', zh: '短信模板缺少变量' },
  'isv.PARAM_LENGTH_LIMIT': { en: 'A value of the SMS template is too long', zh: '短信模板变量超出长度限制' },
  'isv.INVALID_PARAMETERS': { en: 'The SMS request is not valid', zh: '短信请求参数不正确' },
  'isp.SYSTEM_ERROR': { en: 'The SMS provider failed, please try again', zh: '短信服务商系统错误，请重试' },
  'isp.RAM_PERMISSION_DENY': { en: 'The SMS service account is not permitted to send', zh: '短信服务账号没有发送权限' },
};

/** The provider's code in `msg`: a JSON object holding `code`, a JSON string, or the bare code. */
export function smsProviderCode(msg: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(msg);
  } catch {
    return msg.trim();
  }
  if (typeof parsed === 'string') return parsed.trim();
  if (typeof parsed === 'object' && parsed !== null) {
    const { code } = parsed as { code?: unknown };
    if (typeof code === 'string') return code.trim();
  }
  return '';
}

/** The text for code 10002: the provider's message, else "failed to send the verification code" (10000). */
export function smsProviderText(msg: string, locale: Locale): string {
  const code = smsProviderCode(msg);
  return Object.hasOwn(PROVIDER_MESSAGES, code)
    ? PROVIDER_MESSAGES[code][locale]
    : messageOf(Code.CODE_SEND_FAILED, locale);
}
