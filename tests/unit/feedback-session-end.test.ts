import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/providers/apiError';
import { createAuthProvider } from '../../src/providers/authProvider';
import type { HttpClient } from '../../src/providers/http';
import { announceSessionEnd, onSessionEnd, type SessionEndReason } from '../../src/providers/sessionEnd';
import { createTokenStore } from '../../src/providers/tokenStore';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** An auth provider whose getLoginInfo answers `loginInfo`, recording the session ends it announces. */
function setup(loginInfo: unknown = null) {
  const tokens = createTokenStore(memoryStorage(), memoryStorage());
  tokens.set('token-1', true);
  const http: HttpClient = { locale: () => 'en', request: async <T>() => loginInfo as T };
  const ended: SessionEndReason[] = [];
  const auth = createAuthProvider({
    http,
    tokens,
    permissionOf: () => undefined,
    location: () => ({ pathname: '/sp-site/site-tabs', search: '' }),
    onSessionEnd: (reason) => ended.push(reason),
  });
  return { auth, tokens, ended };
}

const failure = (code: number) => new ApiError({ code, msg: '', status: code, text: '' });

describe('the end of a session', () => {
  it('on a 401: clears the token and announces it, leaving react-admin to fail the call as it is', async () => {
    const admin = { id: 1, accountName: 'admin', name: 'Ada', surname: 'Lee' };
    const { auth, tokens, ended } = setup({ admin, roleList: [], perList: [] });
    // The server had accepted the token in this page: the session ended while the admin worked.
    await auth.getPermissions?.({});

    // Rejecting would make react-admin log out, and answer the failed call with empty data as if it succeeded.
    await expect(auth.checkError(failure(401))).resolves.toBeUndefined();

    expect(tokens.get()).toBeNull();
    expect(ended).toEqual(['unauthorized']);
  });

  it('when the login info is refused with 401 at once: ends the session and goes to sign in, no prompt', async () => {
    const tokens = createTokenStore(memoryStorage(), memoryStorage());
    tokens.set('token-1', false);
    const ended: SessionEndReason[] = [];
    const visited: string[] = [];
    const http: HttpClient = {
      locale: () => 'en',
      request: async () => {
        throw failure(401);
      },
    };
    const auth = createAuthProvider({
      http,
      tokens,
      permissionOf: () => undefined,
      location: () => ({ pathname: '/sp-role/role-list', search: '' }),
      onSessionEnd: (r) => ended.push(r),
      goTo: (path) => visited.push(path),
    });

    void auth.getPermissions?.({});
    await expect.poll(() => visited).toEqual([`/login?redirect=${encodeURIComponent('/sp-role/role-list')}`]);
    expect(tokens.get()).toBeNull();
    expect(ended).toEqual([]);
  });

  it('on a 403: keeps the admin signed in and announces nothing', async () => {
    const { auth, tokens, ended } = setup();

    await expect(auth.checkError(failure(403))).resolves.toBeUndefined();

    expect(tokens.get()).toBe('token-1');
    expect(ended).toEqual([]);
  });

  it('when the login info has no admin: ends the session and announces it', async () => {
    const { auth, tokens, ended } = setup({ roleList: [], perList: [] });

    await expect(auth.getPermissions?.({})).rejects.toThrow();

    expect(tokens.get()).toBeNull();
    expect(ended).toEqual(['no-admin']);
  });

  it('reaches every listener until it stops listening', () => {
    const heard: SessionEndReason[] = [];
    const stop = onSessionEnd((reason) => heard.push(reason));
    announceSessionEnd('unauthorized');
    stop();
    announceSessionEnd('no-admin');
    expect(heard).toEqual(['unauthorized']);
  });
});
