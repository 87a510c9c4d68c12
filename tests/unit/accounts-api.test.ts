import { describe, expect, it } from 'vitest';
import { accountApi } from '../../src/features/accounts/accountApi';
import type { HttpClient, HttpMethod, RequestOptions } from '../../src/providers/http';

/** An HTTP client that records the calls it is given and answers each with `data`. */
function recordingClient(data: unknown = null) {
  const calls: { method: HttpMethod; path: string; body: unknown }[] = [];
  const http: HttpClient = {
    locale: () => 'en',
    async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}) {
      calls.push({ method, path, body: options.body });
      return data as T;
    },
  };
  return { http, calls };
}

describe('the account calls of the browser', () => {
  it('sends each form to its path of the HTTP contract with the body as typed', async () => {
    const { http, calls } = recordingClient();
    const api = accountApi(http);
    await api.sendSms({ countryCode: '+86', phone: '13800138000', scene: 'register' });
    await api.sendEmail({ email: 'nora@example.com', scene: 'reset-password' });
    await api.resetByPhone({
      countryCode: '+86',
      phone: '13800138000',
      smsCode: '123456',
      newPassword: 'Door#Bell7',
      confirmPassword: 'Door#Bell7',
    });
    await api.resetByEmail({
      email: 'nora@example.com',
      emailCode: '654321',
      newPassword: 'Door#Bell7',
      confirmPassword: 'Door#Bell7',
    });
    await api.changePassword({ oldPassword: 'Old#Pass1', newPassword: 'New#Pass2', confirmPassword: 'New#Pass2' });

    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /account/web/sms/send',
      'POST /account/web/email/send',
      'POST /account/web/password/reset-by-phone',
      'POST /account/web/password/reset-by-email',
      'POST /account/web/password/change',
    ]);
    expect(calls[0].body).toEqual({ countryCode: '+86', phone: '13800138000', scene: 'register' });
    expect(calls[4].body).toEqual({ oldPassword: 'Old#Pass1', newPassword: 'New#Pass2', confirmPassword: 'New#Pass2' });
  });

  it('registers with every field of the form, and fetches the picture code without a body', async () => {
    const { http, calls } = recordingClient({ captchaKey: 'k1', svg: '<svg/>' });
    const api = accountApi(http);
    const form = {
      accountName: 'nora',
      password: 'Door#Bell7',
      confirmPassword: 'Door#Bell7',
      name: 'Nora',
      surname: 'Lind',
      countryCode: '+86',
      phone: '13800138000',
      smsCode: '123456',
      email: 'nora@example.com',
      agree: true,
    };
    await api.register(form);
    expect(calls[0]).toEqual({ method: 'POST', path: '/account/web/register', body: form });

    expect(await api.captcha()).toEqual({ captchaKey: 'k1', svg: '<svg/>' });
    expect(calls[1]).toEqual({ method: 'GET', path: '/account/web/captcha', body: undefined });
  });
});
