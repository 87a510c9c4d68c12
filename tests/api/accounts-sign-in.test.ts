import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/session-tokens';
import { createSignedInAccount, OTHER_PASSWORD } from '../support/accounts';
import { databases } from '../support/databases';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/test-server';

interface LoginInfo {
  admin: Record<string, unknown>;
  roleList: { name: string; permissionCodes: string[] }[];
  perList: { permissionCode: string }[];
}

describe.each(databases)('sign-in, sessions and permissions ($kind)', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signs the seeded admin in and returns an opaque token with its expiry', async () => {
    const answer = await server.call<{ token: string; expiresAt: string }>('POST', '/account/web/login', {
      body: { accountName: 'admin', password: ADMIN_PASSWORD, remember: true },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const daysLeft = (Date.parse(answer.body.data.expiresAt) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(29);
  });

  it('takes an email or a phone number in place of the account name', async () => {
    const { id } = await createSignedInAccount(server, 'reachable', ['site-tabs']);
    await server.app.backend.tables.of('admin').touch(id, { email: 'reach@example.com', phone: '13912345678' });
    for (const body of [
      { accountName: 'reach@example.com', password: OTHER_PASSWORD },
      { email: 'reach@example.com', password: OTHER_PASSWORD },
      { phone: '13912345678', password: OTHER_PASSWORD },
    ]) {
      const answer = await server.call('POST', '/account/web/login', { body });
      expect(answer.body.code, JSON.stringify(body)).toBe(200);
    }
  });

  it('refuses an expired session with 401', async () => {
    const { sessions, tables } = server.app.backend;
    const { token } = await sessions.issue(1, false);
    const sessionTable = tables.of('admin-session');
    const row = await sessionTable.findOneWhere({ tokenHash: hashToken(token) });
    await sessionTable.touch(Number(row?.id), { expiresAt: new Date(Date.now() - 1000).toISOString() });
    const answer = await server.call('GET', '/api/sites', { token });
    expect(answer.status).toBe(401);
    expect(await sessionTable.findOneWhere({ tokenHash: hashToken(token) })).toBeUndefined();
  });

  it('keeps only a hash of the token on the server', async () => {
    const token = await server.signIn('admin', ADMIN_PASSWORD);
    const sessions = server.app.backend.tables.of('admin-session');
    expect(await sessions.findOneWhere({ tokenHash: token })).toBeUndefined();
    const stored = await sessions.findOneWhere({ tokenHash: hashToken(token) });
    expect(stored?.adminId).toBe(1);
  });

  it('answers 6035 alike for an unknown account and for a wrong password', async () => {
    const unknown = await server.call('POST', '/account/web/login', {
      body: { accountName: 'nobody', password: ADMIN_PASSWORD },
    });
    const wrong = await server.call('POST', '/account/web/login', {
      body: { accountName: 'admin', password: 'Wrong#2024' },
    });
    for (const answer of [unknown, wrong]) {
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(6035);
    }
    expect(unknown.body.msg).toBe(wrong.body.msg);
  });

  it('answers 6005 without an account and 6012 without a password', async () => {
    const noAccount = await server.call('POST', '/account/web/login', { body: { password: ADMIN_PASSWORD } });
    expect(noAccount.body.code).toBe(6005);
    const noPassword = await server.call('POST', '/account/web/login', {
      body: { accountName: 'admin', password: '' },
    });
    expect(noPassword.body.code).toBe(6012);
  });

  it('answers 6043 for a disabled account with the right password', async () => {
    await createSignedInAccount(server, 'dormant', ['site-tabs'], { enabled: false });
    const answer = await server.call('POST', '/account/web/login', {
      body: { accountName: 'dormant', password: OTHER_PASSWORD },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(6043);
  });

  it('writes every attempt to the admin login log', async () => {
    await server.call('POST', '/account/web/login', { body: { accountName: 'ghost', password: 'Wrong#2024' } });
    const log = await server.call<{ list: { accountName: string; success: boolean; reason: string | null }[] }>(
      'GET',
      '/api/admin-login-logs?accountName=ghost',
      { token: server.adminToken },
    );
    expect(log.body.data.list).toHaveLength(1);
    expect(log.body.data.list[0]).toMatchObject({ accountName: 'ghost', success: false });
    const successes = await server.call<{ total: number }>('GET', '/api/admin-login-logs?success=true', {
      token: server.adminToken,
    });
    expect(successes.body.data.total).toBeGreaterThan(0);
  });

  it('describes the signed-in account, its roles and every code held, without secrets', async () => {
    const answer = await server.call<LoginInfo>('GET', '/account/web/getLoginInfo', { token: server.adminToken });
    expect(answer.body.code).toBe(200);
    const { admin, roleList, perList } = answer.body.data;
    expect(admin).toMatchObject({ id: 1, accountName: 'admin', name: 'Admin', surname: 'System', enabled: true });
    expect(admin).not.toHaveProperty('passwordHash');
    expect(roleList.map((role) => role.name)).toEqual(['super-admin']);
    const codes = perList.map((entry) => entry.permissionCode);
    expect(codes).toEqual(expect.arrayContaining(['site-tabs', 'sp-cfg-device', 'sql-console', 'all-sites']));
    expect(codes).not.toContain('*');
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('accepts the token as Authorization: Bearer too', async () => {
    const answer = await server.call('GET', '/account/web/getLoginInfo', {
      headers: { authorization: `Bearer ${server.adminToken}` },
    });
    expect(answer.body.code).toBe(200);
  });

  it('answers 401 without a token and with an unknown one, in the body and the status', async () => {
    for (const token of [undefined, 'not-a-real-token']) {
      const answer = await server.call('GET', '/api/sites', { token });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 401, msg: expect.any(String), data: null });
    }
  });

  it('ends the session at logout, at once', async () => {
    const token = await server.signIn('admin', ADMIN_PASSWORD);
    expect((await server.call('GET', '/api/sites', { token })).status).toBe(200);
    const logout = await server.call('GET', '/account/web/logout', { token });
    expect(logout.body.code).toBe(200);
    const after = await server.call('GET', '/api/sites', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(401);
  });

  it('ends the sessions of an account that gets disabled', async () => {
    const { id, token } = await createSignedInAccount(server, 'leaver', ['site-tabs']);
    expect((await server.call('GET', '/api/sites', { token })).status).toBe(200);
    await server.app.backend.tables.of('admin').touch(id, { enabled: false });
    expect((await server.call('GET', '/api/sites', { token })).body.code).toBe(401);
    // Disabled behind the routes' back (as here, in the tables) the sessions still end at the next call.
    expect(await server.app.backend.tables.of('admin-session').findWhere({ adminId: id })).toEqual([]);
  });

  it('ends the sessions of an account that has lost its last role, or whose roles were deleted', async () => {
    const sessionsOf = (adminId: number) => server.app.backend.tables.of('admin-session').findWhere({ adminId });
    const stripped = await createSignedInAccount(server, 'roleless', ['site-tabs']);
    expect((await server.call('GET', '/api/sites', { token: stripped.token })).status).toBe(200);
    await server.app.backend.tables.of('admin').touch(stripped.id, { roleIds: [] });
    const refused = await server.call('GET', '/account/web/getLoginInfo', { token: stripped.token });
    expect([refused.status, refused.body.code]).toEqual([401, 401]);
    expect(await sessionsOf(stripped.id)).toEqual([]);

    const orphaned = await createSignedInAccount(server, 'orphaned', ['site-tabs']);
    // The role the helper made for the account, deleted in the tables: its id stays in roleIds.
    await server.app.backend.tables.of('role').deleteWhere({ name: 'role-of-orphaned' });
    expect((await server.call('GET', '/api/sites', { token: orphaned.token })).body.code).toBe(401);
    expect(await sessionsOf(orphaned.id)).toEqual([]);
  });

  it('answers 403 when the role lacks the route code, and serves the codes it has', async () => {
    const { token } = await createSignedInAccount(server, 'siteonly', ['sp-site', 'site-tabs']);
    const forbidden = await server.call('GET', '/api/device-configs', { token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ code: 403, msg: expect.any(String), data: null });
    const writeForbidden = await server.call('POST', '/api/device-configs', { token, body: { key: 'k', value: 'v' } });
    expect(writeForbidden.body.code).toBe(403);
    expect((await server.call('GET', '/api/sites', { token })).body.code).toBe(200);

    const info = await server.call<LoginInfo>('GET', '/account/web/getLoginInfo', { token });
    expect(info.body.data.perList.map((entry) => entry.permissionCode).sort()).toEqual(['site-tabs', 'sp-site']);
  });
});
