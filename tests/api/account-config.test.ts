import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('configuration of the SMS and mail senders', () => {
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
});
