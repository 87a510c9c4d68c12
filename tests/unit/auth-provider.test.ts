import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/providers/apiError';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createHttpClient } from '../../src/providers/http';
import { createTokenStore } from '../../src/providers/tokenStore';

/** Storage with the part of the Web Storage API the token store uses. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const loginInfo = {
  admin: { id: 1, accountName: 'admin', name: 'Ada', surname: 'Lee' },
  roleList: [{ id: 1, name: 'web' }],
  perList: [{ permissionCode: 'sp-site' }, { permissionCode: 'site-tabs' }, { permissionCode: 'site-tabs' }],
};

let server: Server;
let origin: string;
let loginInfoCalls: number;
let lastToken: string | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    lastToken = request.headers.token as string | undefined;
    response.setHeader('Content-Type', 'application/json');
    if (request.url === '/account/web/login') {
      response.end(JSON.stringify({ code: 200, msg: 'ok', data: { token: 'fresh-token', expiresAt: '' } }));
    } else if (request.url === '/account/web/getLoginInfo' && request.headers.token === 'stale') {
      loginInfoCalls += 1;
      response.statusCode = 401;
      response.end(JSON.stringify({ code: 401, msg: 'no session', data: null }));
    } else if (request.url === '/account/web/getLoginInfo') {
      loginInfoCalls += 1;
      response.end(JSON.stringify({ code: 200, msg: 'ok', data: loginInfo }));
    } else {
      response.statusCode = 404;
      response.end(JSON.stringify({ code: 404, msg: request.url, data: null }));
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

beforeEach(() => {
  loginInfoCalls = 0;
  lastToken = undefined;
});

function setup(pathname = '/sp-site/site-tabs', search = '?tab=residents') {
  const persistent = memoryStorage();
  const perTab = memoryStorage();
  const tokens = createTokenStore(persistent, perTab);
  const http = createHttpClient({ baseUrl: origin, token: tokens.get, locale: () => 'en' });
  const visited: string[] = [];
  const prompts: string[] = [];
  const auth = createAuthProvider({
    http,
    tokens,
    permissionOf: (resource) => (resource === 'sites' ? 'site-tabs' : resource === 'roles' ? 'role-list' : undefined),
    location: () => ({ pathname, search }),
    goTo: (path) => visited.push(path),
    onSessionEnd: (reason) => prompts.push(reason),
  });
  return { auth, tokens, persistent, perTab, visited, prompts };
}

const failure = (code: number, status: number) => new ApiError({ code, msg: '', status, text: '' });

describe('authProvider', () => {
  it('keeps the token in localStorage with "remember me", else in sessionStorage', async () => {
    const remembered = setup();
    await remembered.auth.login({ accountName: 'admin', password: 'p', remember: true });
    const forgotten = setup();
    await forgotten.auth.login({ accountName: 'admin', password: 'p', remember: false });

    expect(remembered.persistent.items.get('token')).toBe('fresh-token');
    expect(remembered.perTab.items.has('token')).toBe(false);
    expect(forgotten.perTab.items.get('token')).toBe('fresh-token');
    expect(forgotten.persistent.items.has('token')).toBe(false);
  });

  it('refuses checkAuth without a token and accepts it with one', async () => {
    const { auth, tokens } = setup();
    await expect(auth.checkAuth({})).rejects.toMatchObject({
      message: 'ra.auth.auth_check_error',
      redirectTo: `/login?redirect=${encodeURIComponent('/sp-site/site-tabs?tab=residents')}`,
    });
    tokens.set('t', false);
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('ends the session on a 401, but not on a 403', async () => {
    const { auth, tokens } = setup();
    tokens.set('t', true);

    await expect(auth.checkError(failure(403, 403))).resolves.toBeUndefined();
    expect(tokens.get()).toBe('t');
    await expect(auth.checkError(failure(401, 401))).resolves.toBeUndefined();
    expect(tokens.get()).toBeNull();
  });

  it('sends a check after a 401 on Home to the sign-in page that says so, and one elsewhere back to where it was', async () => {
    const home = setup('/home', '');
    home.tokens.set('t', true);
    await expect(home.auth.checkAuth({})).resolves.toBeUndefined();
    await home.auth.checkError(failure(401, 401));
    await expect(home.auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login?ended=unauthorized' });
    // A sign-out of one's own is no ending by the server.
    const signedOut = setup('/home', '');
    await expect(signedOut.auth.checkAuth({})).rejects.toMatchObject({
      redirectTo: `/login?redirect=${encodeURIComponent('/home')}`,
    });
    const elsewhere = setup();
    elsewhere.tokens.set('t', true);
    await elsewhere.auth.checkError(failure(401, 401));
    await expect(elsewhere.auth.checkAuth({})).rejects.toMatchObject({
      redirectTo: `/login?redirect=${encodeURIComponent('/sp-site/site-tabs?tab=residents')}`,
    });
    // Signing in again forgets the ending.
    await home.auth.login({ accountName: 'admin', password: 'p', remember: false });
    home.tokens.clear();
    await expect(home.auth.checkAuth({})).rejects.toMatchObject({
      redirectTo: `/login?redirect=${encodeURIComponent('/home')}`,
    });
  });

  it('sends a token the server never accepted straight to sign in, with the way back, and no prompt', async () => {
    const { auth, tokens, visited, prompts } = setup();
    tokens.set('stale', true);
    const access = auth.canAccess?.({ resource: 'sites', action: 'list' });
    // The question is left open while the page goes: no "no permission" flashes.
    const settled = await Promise.race([access, new Promise((resolve) => setTimeout(() => resolve('open'), 200))]);
    expect(settled).toBe('open');
    expect(tokens.get()).toBeNull();
    expect(visited).toEqual([`/login?redirect=${encodeURIComponent('/sp-site/site-tabs?tab=residents')}`]);
    expect(prompts).toEqual([]);
  });

  it('asks to sign in again, staying on the page, when a session it had ends', async () => {
    const { auth, tokens, visited, prompts } = setup();
    tokens.set('t', true);
    expect(await auth.getPermissions?.({})).toContain('site-tabs');
    await auth.checkError(failure(401, 401));
    expect(tokens.get()).toBeNull();
    expect(prompts).toEqual(['unauthorized']);
    expect(visited).toEqual([]);
  });

  it('reads permissions (distinct codes) and identity from one getLoginInfo call, with the token header', async () => {
    const { auth, tokens } = setup();
    tokens.set('t', false);

    const permissions = await auth.getPermissions?.({});
    const identity = await auth.getIdentity?.();

    expect(permissions).toEqual(['sp-site', 'site-tabs']);
    expect(identity).toMatchObject({ id: 1, fullName: 'Ada Lee' });
    expect(loginInfoCalls).toBe(1);
    expect(lastToken).toBe('t');
  });

  it('grants a resource only when the admin holds its permission code', async () => {
    const { auth, tokens } = setup();
    tokens.set('t', false);

    expect(await auth.canAccess?.({ action: 'list', resource: 'sites' })).toBe(true);
    expect(await auth.canAccess?.({ action: 'list', resource: 'roles' })).toBe(false);
  });
});
