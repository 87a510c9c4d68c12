import { describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../src/providers/authProvider';
import type { HttpClient, HttpMethod, RequestOptions } from '../../src/providers/http';
import { createTokenStore } from '../../src/providers/tokenStore';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** An auth provider over a client that records the sign-in bodies it is given. */
function signInRecorder() {
  const bodies: unknown[] = [];
  const http: HttpClient = {
    locale: () => 'en',
    async request<T>(_method: HttpMethod, _path: string, options: RequestOptions = {}) {
      bodies.push(options.body);
      return { token: 'fresh-token' } as T;
    },
  };
  const tokens = createTokenStore(memoryStorage(), memoryStorage());
  const auth = createAuthProvider({ http, tokens, permissionOf: () => undefined, onSessionEnd: () => {} });
  return { auth, bodies };
}

describe('signing in with a picture code', () => {
  it('sends the picture code with the credentials once the server asked for it', async () => {
    const { auth, bodies } = signInRecorder();
    await auth.login({
      accountName: 'nora',
      password: 'Door#Bell7',
      remember: false,
      captchaKey: 'k1',
      captchaCode: 'x7Yp',
    });
    expect(bodies).toEqual([
      { accountName: 'nora', password: 'Door#Bell7', remember: false, captchaKey: 'k1', captchaCode: 'x7Yp' },
    ]);
  });

  it('sends no picture-code fields before the server asks for them', async () => {
    const { auth, bodies } = signInRecorder();
    await auth.login({ accountName: 'nora', password: 'Door#Bell7', remember: true });
    expect(bodies).toEqual([{ accountName: 'nora', password: 'Door#Bell7', remember: true }]);
  });
});
