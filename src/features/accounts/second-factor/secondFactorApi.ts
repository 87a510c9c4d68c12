import type { HttpClient } from '../../../providers/http';
import { useConsoleApi } from '../../../providers/useConsoleHttp';

/** What the account has set up (never a secret). */
export interface SecondFactorState {
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: { id: number; name: string; createdAt: string; lastUsedAt: string | null }[];
  passkeyOnly: boolean;
  required: boolean;
}

export interface AuthenticatorSetup {
  secret: string;
  uri: string;
  qrSvg: string;
}

export interface PasskeyOptions {
  challenge: string;
  options: unknown;
}

const BASE = '/account/web/second-factor';

/** The account's second factor calls (docs/security.md#second-factor). */
export function secondFactorApi(http: HttpClient) {
  const post = <T>(path: string, body: object = {}) => http.request<T>('POST', `${BASE}${path}`, { body });
  return {
    state: () => http.request<SecondFactorState>('GET', BASE),
    beginAuthenticator: () => post<AuthenticatorSetup>('/totp'),
    confirmAuthenticator: (code: string) => post<{ recoveryCodes: string[] }>('/totp/confirm', { code }),
    turnOffAuthenticator: (password: string, code: string) =>
      post<SecondFactorState>('/totp/disable', { password, code }),
    renewRecoveryCodes: (code: string) => post<{ recoveryCodes: string[] }>('/recovery-codes', { code }),
    passkeyRegistration: () => post<PasskeyOptions>('/passkeys/options'),
    registerPasskey: (challenge: string, name: string, passkey: unknown) =>
      post<SecondFactorState>('/passkeys', { challenge, name, passkey }),
    renamePasskey: (id: number, name: string) =>
      http.request<SecondFactorState>('PUT', `${BASE}/passkeys/${id}`, { body: { name } }),
    removePasskey: (id: number) => http.request<SecondFactorState>('DELETE', `${BASE}/passkeys/${id}`),
    setPasskeyOnly: (passkeyOnly: boolean) =>
      http.request<SecondFactorState>('PUT', `${BASE}/passkey-only`, { body: { passkeyOnly } }),
    passkeySignInOptions: () => http.request<PasskeyOptions>('POST', '/account/web/login/passkey/options'),
  };
}

export type SecondFactorApi = ReturnType<typeof secondFactorApi>;

export function useSecondFactorApi(): SecondFactorApi {
  return useConsoleApi(secondFactorApi);
}

/** The browser's WebAuthn calls, loaded with the first passkey used. */
export async function browserPasskeys() {
  return import('@simplewebauthn/browser');
}
