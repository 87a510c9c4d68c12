import type { RegistrationForm } from '../../../contract/rules/registration';
import type { HttpClient } from '../../providers/http';
import { useConsoleApi } from '../../providers/useConsoleHttp';

/** What a verification code is sent for; the server words its message and checks the code by it. */
export type CodeScene = 'register' | 'reset-password';

export interface Captcha {
  captchaKey: string;
  svg: string;
}

export interface ResetByPhoneBody {
  countryCode: string;
  phone: string;
  smsCode: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ResetByEmailBody {
  email: string;
  emailCode: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordBody {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The account calls (/account/web/…, docs/architecture.md#the-http-contract) besides signing in and out, which are the auth provider's. */
export function accountApi(http: HttpClient) {
  const post = (path: string, body: object) => http.request<unknown>('POST', `/account/web${path}`, { body });
  return {
    captcha: () => http.request<Captcha>('GET', '/account/web/captcha'),
    sendSms: (body: { countryCode: string; phone: string; scene: CodeScene }) => post('/sms/send', body),
    sendEmail: (body: { email: string; scene: CodeScene }) => post('/email/send', body),
    register: (body: RegistrationForm) => post('/register', body),
    resetByPhone: (body: ResetByPhoneBody) => post('/password/reset-by-phone', body),
    resetByEmail: (body: ResetByEmailBody) => post('/password/reset-by-email', body),
    changePassword: (body: ChangePasswordBody) => post('/password/change', body),
  };
}

export type AccountApi = ReturnType<typeof accountApi>;

/** The account calls with the signed-in token (when there is one) and errors worded in the current language. */
export function useAccountApi(): AccountApi {
  return useConsoleApi(accountApi);
}
