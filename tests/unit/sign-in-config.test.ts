import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

const base = { DATA_DIR: '/tmp/console-sign-in-config' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...base, ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('the passkeys relying party and PUBLIC_URL', () => {
  it('defaults to localhost on any port without PUBLIC_URL', () => {
    const config = loadConfig(base);
    expect(config.signIn.passkeys).toMatchObject({ rpId: 'localhost', origin: undefined });
    expect(config.signIn.requireSecondFactorForSuperAdmin).toBe(false);
  });

  it('takes the domain and origin of PUBLIC_URL, or a parent domain', () => {
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://console.example.com/' }).signIn.passkeys).toMatchObject({
      rpId: 'console.example.com',
      origin: 'https://console.example.com',
    });
    expect(
      loadConfig({ ...base, PUBLIC_URL: 'https://console.example.com', WEBAUTHN_RP_ID: 'example.com' }).signIn.passkeys
        .rpId,
    ).toBe('example.com');
  });

  it('stops the start with a clear problem when they do not match PUBLIC_URL', () => {
    expect(problemsOf({ PUBLIC_URL: 'https://console.example.com', WEBAUTHN_RP_ID: 'other.com' })).toEqual([
      'WEBAUTHN_RP_ID must be the host of PUBLIC_URL (console.example.com) or a domain above it, got "other.com"',
    ]);
    expect(
      problemsOf({ PUBLIC_URL: 'https://console.example.com', WEBAUTHN_ORIGIN: 'https://evil.example.com' }),
    ).toEqual([
      'WEBAUTHN_ORIGIN must be the origin of PUBLIC_URL (https://console.example.com), got "https://evil.example.com"',
    ]);
    expect(problemsOf({ PUBLIC_URL: 'http://10.0.0.5:8080' })[0]).toContain('WEBAUTHN_RP_ID must be a domain name');
    expect(problemsOf({ PUBLIC_URL: 'console.example.com' })[0]).toContain('PUBLIC_URL must be an http:// or https://');
    expect(problemsOf({ WEBAUTHN_RP_ID: 'example.com' })[0]).toContain('need PUBLIC_URL');
    expect(problemsOf({ REQUIRE_SECOND_FACTOR_FOR_SUPER_ADMIN: 'maybe' })[0]).toContain(
      'REQUIRE_SECOND_FACTOR_FOR_SUPER_ADMIN must be true or false',
    );
  });
});
