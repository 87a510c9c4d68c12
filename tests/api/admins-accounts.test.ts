import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { hashToken } from '../../server/auth/session-tokens';
import { createSignedInAccount, OTHER_PASSWORD } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown> & { id: number; version: number };

const NEW_ACCOUNT = {
  accountName: 'carol',
  name: 'Carol',
  surname: 'Chen',
  countryCode: '+86',
  phone: '13800138000',
  email: 'carol@example.com',
};
const CAROL_PASSWORD = 'Kite#2024x';

describe.each(databases)('admin-list account actions ($kind)', (database) => {
  let server: TestServer;
  let carol: Row;
  let webRoleIds: number[];

  const asAdmin = <T = Row>(method: string, url: string, body?: unknown) =>
    server.call<T>(method, url, { token: server.adminToken, body });

  beforeAll(async () => {
    server = await startTestServer(database);
    const roles = await asAdmin<{ list: Row[] }>('GET', '/api/roles?q=web-default');
    webRoleIds = roles.body.data.list.filter((role) => role.name === 'web-default').map((role) => role.id);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates an account with a password that signs in, and never returns the hash', async () => {
    const answer = await asAdmin('POST', '/api/admins/account', {
      ...NEW_ACCOUNT,
      roleIds: webRoleIds,
      password: CAROL_PASSWORD,
      confirmPassword: CAROL_PASSWORD,
    });
    expect(answer.body.code).toBe(200);
    carol = answer.body.data;
    expect(carol.accountName).toBe('carol');
    expect(carol).not.toHaveProperty('passwordHash');
    await expect(server.signIn('carol', CAROL_PASSWORD)).resolves.toBeTruthy();
  });

  it.each([
    ['an empty password', '', '', Code.PASSWORD_EMPTY],
    ['a password without a special character', 'Abcdef12', 'Abcdef12', Code.PASSWORD_FORMAT],
    ['a password containing the account name', 'Dave#dave1', 'Dave#dave1', Code.PASSWORD_FORMAT],
    ['a confirmation that differs', 'Kite#2024x', 'Kite#2024y', Code.PASSWORDS_DIFFER],
  ])('refuses to create an account with %s', async (_case, password, confirmPassword, code) => {
    const answer = await asAdmin('POST', '/api/admins/account', {
      ...NEW_ACCOUNT,
      accountName: 'dave',
      phone: '13800138001',
      email: 'dave@example.com',
      password,
      confirmPassword,
    });
    expect(answer.body.code).toBe(code);
    const listed = await asAdmin<{ total: number }>('GET', '/api/admins?q=dave');
    expect(listed.body.data.total).toBe(0);
  });

  it('answers the schema’s codes for the account fields (6002 for a taken name)', async () => {
    const answer = await asAdmin('POST', '/api/admins/account', {
      ...NEW_ACCOUNT,
      phone: '13800138002',
      email: 'other@example.com',
      password: 'Other#2024y',
      confirmPassword: 'Other#2024y',
    });
    expect(answer.body.code).toBe(Code.ACCOUNT_NAME_EXISTS);
  });

  it.each([
    ['an empty new password', '', '', Code.NEW_PASSWORD_EMPTY],
    ['a new password that is too short', 'Ab#1', 'Ab#1', Code.NEW_PASSWORD_FORMAT],
    ['a new password with a space', 'Ab#1 cdefg', 'Ab#1 cdefg', Code.NEW_PASSWORD_FORMAT],
    ['a confirmation that differs', 'Reset#2024a', 'Reset#2024b', Code.PASSWORDS_DIFFER],
  ])('refuses to reset a password to %s', async (_case, password, confirmPassword, code) => {
    const answer = await asAdmin('POST', `/api/admins/${carol.id}/password`, { password, confirmPassword });
    expect(answer.body.code).toBe(code);
    await expect(server.signIn('carol', CAROL_PASSWORD)).resolves.toBeTruthy();
  });

  it('resets a password: the old one stops working and the account’s sessions end at once', async () => {
    const session = await server.signIn('carol', CAROL_PASSWORD);
    expect((await server.call('GET', '/account/web/getLoginInfo', { token: session })).body.code).toBe(200);
    const answer = await asAdmin('POST', `/api/admins/${carol.id}/password`, {
      password: 'Reset#2024a',
      confirmPassword: 'Reset#2024a',
    });
    expect(answer.body.code).toBe(200);
    expect((await server.call('GET', '/account/web/getLoginInfo', { token: session })).body.code).toBe(401);
    await expect(server.signIn('carol', CAROL_PASSWORD)).rejects.toThrow(/6035/);
    await expect(server.signIn('carol', 'Reset#2024a')).resolves.toBeTruthy();
  });

  it('disabling an account ends its sessions at once and refuses its sign-in with 6043', async () => {
    const { id, token } = await createSignedInAccount(server, 'erin', ['home']);
    expect((await server.call('GET', '/account/web/getLoginInfo', { token })).body.code).toBe(200);
    const disabled = await asAdmin('POST', `/api/admins/${id}/enabled`, { enabled: false });
    expect(disabled.body.code).toBe(200);
    expect(disabled.body.data.enabled).toBe(false);
    expect((await server.call('GET', '/account/web/getLoginInfo', { token })).body.code).toBe(401);
    const sessions = await server.app.backend.tables.of('admin-session').findWhere({ adminId: id });
    expect(sessions).toHaveLength(0);
    await expect(server.signIn('erin', OTHER_PASSWORD)).rejects.toThrow(/6043/);

    const enabled = await asAdmin('POST', `/api/admins/${id}/enabled`, { enabled: true });
    expect(enabled.body.data.enabled).toBe(true);
    await expect(server.signIn('erin', OTHER_PASSWORD)).resolves.toBeTruthy();
  });

  it('ends the sessions of an account disabled by an edit, so enabling it again does not revive them', async () => {
    const { id, token } = await createSignedInAccount(server, 'henry', ['home']);
    const row = (await asAdmin('GET', `/api/admins/${id}`)).body.data;
    const disabled = await asAdmin('PUT', `/api/admins/${id}`, { enabled: false, version: row.version });
    expect(disabled.body.code).toBe(200);
    await asAdmin('PUT', `/api/admins/${id}`, { enabled: true, version: disabled.body.data.version });
    expect((await server.call('GET', '/account/web/getLoginInfo', { token })).body.code).toBe(401);
    await expect(server.signIn('henry', OTHER_PASSWORD)).resolves.toBeTruthy();
  });

  it('does not let an account disable itself', async () => {
    const me = await server.call<{ admin: Row }>('GET', '/account/web/getLoginInfo', { token: server.adminToken });
    const answer = await asAdmin('POST', `/api/admins/${me.body.data.admin.id}/enabled`, { enabled: false });
    expect(answer.body.code).toBe(Code.PROTECTED);
    expect((await server.call('GET', '/account/web/getLoginInfo', { token: server.adminToken })).body.code).toBe(200);
  });

  it('answers 404 for an account that does not exist', async () => {
    expect((await asAdmin('POST', '/api/admins/999999/enabled', { enabled: false })).body.code).toBe(404);
    const reset = await asAdmin('POST', '/api/admins/999999/password', {
      password: 'Reset#2024a',
      confirmPassword: 'Reset#2024a',
    });
    expect(reset.body.code).toBe(404);
  });

  it('deletes an account with its sessions, cached lookups included', async () => {
    const { id, token } = await createSignedInAccount(server, 'departing', ['home']);
    expect((await server.call('GET', '/account/web/getLoginInfo', { token })).body.code).toBe(200);
    const cacheKey = `session:${hashToken(String(token))}`;
    const cache = server.app.backend.cache;
    // Sessions are cached where every node shares the cache (Redis) or there is one node (SQLite).
    const cached = (await cache.get(cacheKey)) !== undefined;
    expect((await asAdmin('DELETE', `/api/admins/${id}`)).body.code).toBe(200);
    expect(await server.app.backend.tables.of('admin-session').findWhere({ adminId: id })).toEqual([]);
    if (cached) expect(await cache.get(cacheKey)).toBeUndefined();
    expect((await server.call('GET', '/account/web/getLoginInfo', { token })).body.code).toBe(401);
  });
});
