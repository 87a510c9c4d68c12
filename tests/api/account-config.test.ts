import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('configuration of the account flows', () => {
  it('defaults to the outbox files for every category', () => {
    const config = loadConfig({});
    expect(config.sms).toMatchObject({ provider: 'outbox', scenes: ['register', 'reset-password'] });
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it('reads the HTTP provider, the categories it serves and the SMTP server', () => {
    const config = loadConfig({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example.test/send',
      SMS_HTTP_TOKEN: 't',
      SMS_SCENES: 'reset-password',
      SMTP_URL: 'smtps://user:pw@mail.example.test:465',
    });
    expect(config.sms).toEqual({
      provider: 'http',
      httpUrl: 'https://sms.example.test/send',
      httpToken: 't',
      scenes: ['reset-password'],
    });
    expect(config.mail.smtpUrl).toBe('smtps://user:pw@mail.example.test:465');
  });

  it('names every bad variable', () => {
    let problems: string[] = [];
    try {
      loadConfig({ SMS_PROVIDER: 'http', SMS_SCENES: 'register,marketing', SMTP_URL: 'mail.example.test' });
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }
    expect(problems.join('\n')).toMatch(/SMS_HTTP_URL/);
    expect(problems.join('\n')).toMatch(/SMS_HTTP_TOKEN/);
    expect(problems.join('\n')).toMatch(/SMS_SCENES.*marketing/);
    expect(problems.join('\n')).toMatch(/SMTP_URL/);
    expect(() => loadConfig({ SMS_PROVIDER: 'pigeon' })).toThrow(/SMS_PROVIDER/);
  });

  it('reads the per-minute allowances, 0 turning the sign-in cap off, and refuses anything else', () => {
    expect(loadConfig({}).requestLimits).toEqual({ perMinute: 60, signInPerMinute: 300 });
    expect(loadConfig({ ACCOUNT_REQUESTS_PER_MINUTE: '20', SIGN_IN_REQUESTS_PER_MINUTE: '0' }).requestLimits).toEqual({
      perMinute: 20,
      signInPerMinute: 0,
    });
    expect(() => loadConfig({ SIGN_IN_REQUESTS_PER_MINUTE: '-1' })).toThrow(/SIGN_IN_REQUESTS_PER_MINUTE/);
    expect(() => loadConfig({ ACCOUNT_REQUESTS_PER_MINUTE: 'many' })).toThrow(/ACCOUNT_REQUESTS_PER_MINUTE/);
  });
});
