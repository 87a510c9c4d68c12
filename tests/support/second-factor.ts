import { Secret, TOTP } from 'otpauth';
import type { TestServer } from './test-server';

/** The authenticator app's code for a secret at a time, as the app on a phone computes it. */
export function totpCode(secret: string, at: number = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  });
}

/** Sets an authenticator app up on the account of `token`: its secret and recovery codes. */
export async function turnOnAuthenticator(
  server: TestServer,
  token: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const begun = await server.call<{ secret: string }>('POST', '/account/web/second-factor/totp', { token });
  if (begun.body.code !== 200) throw new Error(`setup refused: ${JSON.stringify(begun.body)}`);
  const { secret } = begun.body.data;
  // The code of the step before, so that the sign-in tests' codes of the current step are still unused.
  const confirmed = await server.call<{ recoveryCodes: string[] }>('POST', '/account/web/second-factor/totp/confirm', {
    token,
    body: { code: totpCode(secret, Date.now() - 30_000) },
  });
  if (confirmed.body.code !== 200) throw new Error(`confirmation refused: ${JSON.stringify(confirmed.body)}`);
  return { secret, recoveryCodes: confirmed.body.data.recoveryCodes };
}

/** A password sign-in's answer, whatever it is (a session, or 6200 with its challenge). */
export async function passwordStep(server: TestServer, accountName: string, password: string) {
  return server.call<{ token?: string; challenge?: string; methods?: string[] }>('POST', '/account/web/login', {
    body: { accountName, password },
  });
}
