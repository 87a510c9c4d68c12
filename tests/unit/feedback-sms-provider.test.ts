import { describe, expect, it } from 'vitest';
import { messageOf } from '../../contract/errors';
import { apiErrorText } from '../../src/providers/apiError';
import { smsProviderCode, smsProviderText } from '../../src/providers/smsProviderMessages';

describe('code 10002: the SMS provider refused', () => {
  it('reads the provider code from JSON holding it, a JSON string, or the bare code', () => {
    expect(smsProviderCode('{"code":"isv.BUSINESS_LIMIT_CONTROL","message":"limit"}')).toBe(
      'isv.BUSINESS_LIMIT_CONTROL',
    );
    expect(smsProviderCode('"isv.BUSINESS_LIMIT_CONTROL"')).toBe('isv.BUSINESS_LIMIT_CONTROL');
    expect(smsProviderCode(' isv.BUSINESS_LIMIT_CONTROL ')).toBe('isv.BUSINESS_LIMIT_CONTROL');
    expect(smsProviderCode('{"message":"no code"}')).toBe('');
  });

  it('shows the rate limit as one code a minute, in English and Chinese', () => {
    const msg = JSON.stringify({ code: 'isv.BUSINESS_LIMIT_CONTROL' });
    expect(apiErrorText(10002, msg, 'en')).toBe('Only one verification code can be sent within one minute');
    expect(apiErrorText(10002, msg, 'zh')).toBe('一分钟内只能发送一次验证码');
  });

  it('falls back to "failed to send the verification code" (10000) for an unknown or unreadable code', () => {
    for (const msg of ['{"code":"isv.SOMETHING_NEW"}', '', '{"code":42}', 'constructor']) {
      expect(smsProviderText(msg, 'en')).toBe(messageOf(10000, 'en'));
      expect(smsProviderText(msg, 'zh')).toBe(messageOf(10000, 'zh'));
    }
    expect(messageOf(10000, 'en')).toBe('Failed to send the verification code');
  });

  it('leaves every other code to the catalogue, {msg} filled, unknown codes as System Exception plus the code', () => {
    expect(apiErrorText(6038, 'North Tower', 'en')).toBe('The site name North Tower already exists');
    expect(apiErrorText(403, '', 'en')).toBe('You do not have access to this interface');
    expect(apiErrorText(500, 'boom', 'zh')).toBe('系统异常');
    expect(apiErrorText(7777, '', 'en')).toBe('System Exception 7777');
  });
});
