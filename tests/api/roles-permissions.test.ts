import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown> & { id: number; version: number };
interface LoginInfo {
  admin: Row;
  roleList: Row[];
  perList: { permissionCode: string }[];
}

describe.each(databases)('role permission assignment ($kind)', (database) => {
  let server: TestServer;

  const asAdmin = <T = Row>(method: string, url: string, body?: unknown) =>
    server.call<T>(method, url, { token: server.adminToken, body });
  const roleNamed = async (name: string) =>
    (await asAdmin<{ list: Row[] }>('GET', `/api/roles?q=${encodeURIComponent(name)}`)).body.data.list.find(
      (role) => role.name === name,
    ) as Row;

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('leaves the codes to the permission route: the generic create and update refuse them', async () => {
    const sneaky = await asAdmin('POST', '/api/roles', { name: 'sneaky', permissionCodes: ['*'] });
    expect(sneaky.body.code).toBe(400);
    expect(sneaky.body.data).toMatchObject({ field: 'permissionCodes', rule: 'readOnly' });
    const created = (await asAdmin('POST', '/api/roles', { name: 'plain' })).body.data;
    expect(created.permissionCodes).toEqual([]);
    const updated = await asAdmin('PUT', `/api/roles/${created.id}`, { ...created, permissionCodes: ['*'] });
    expect(updated.body.code).toBe(400);
    expect((await roleNamed('plain')).permissionCodes).toEqual([]);
  });

  it('gives a member a route’s code on its very next request, and takes it away the same way', async () => {
    const { token } = await createSignedInAccount(server, 'frank', ['home']);
    expect((await server.call('GET', '/api/admin-login-logs', { token })).body.code).toBe(403);
    const role = await roleNamed('role-of-frank');

    const granted = await asAdmin('PUT', `/api/roles/${role.id}/permissions`, {
      permissionCodes: ['sp-role', 'sp-admin-login'],
      version: role.version,
    });
    expect(granted.body.code).toBe(200);
    expect(granted.body.data.permissionCodes).toEqual(['sp-role', 'sp-admin-login']);
    expect((await server.call('GET', '/api/admin-login-logs', { token })).body.code).toBe(200);
    const info = await server.call<LoginInfo>('GET', '/account/web/getLoginInfo', { token });
    expect(info.body.data.perList.map((entry) => entry.permissionCode)).toContain('sp-admin-login');

    const revoked = await asAdmin('PUT', `/api/roles/${role.id}/permissions`, {
      permissionCodes: ['sp-role'],
      version: granted.body.data.version,
    });
    expect(revoked.body.code).toBe(200);
    expect((await server.call('GET', '/api/admin-login-logs', { token })).body.code).toBe(403);
  });

  it('refuses codes the console does not know', async () => {
    const role = (await asAdmin('POST', '/api/roles', { name: 'auditors' })).body.data;
    const answer = await asAdmin('PUT', `/api/roles/${role.id}/permissions`, {
      permissionCodes: ['sp-site', 'launch-missiles'],
      version: role.version,
    });
    expect(answer.body.code).toBe(400);
    expect(answer.body.msg).toContain('launch-missiles');
    expect((await roleNamed('auditors')).permissionCodes).toEqual([]);
  });

  it('answers 6075 when the role changed since it was read', async () => {
    const role = (await asAdmin('POST', '/api/roles', { name: 'operators' })).body.data;
    const first = await asAdmin('PUT', `/api/roles/${role.id}/permissions`, {
      permissionCodes: ['sp-site'],
      version: role.version,
    });
    expect(first.body.code).toBe(200);
    const stale = await asAdmin('PUT', `/api/roles/${role.id}/permissions`, {
      permissionCodes: ['site-tabs'],
      version: role.version,
    });
    expect(stale.body.code).toBe(Code.STALE);
  });

  it('keeps every code on the built-in super-admin role', async () => {
    const superAdmin = await roleNamed('super-admin');
    expect(superAdmin.builtIn).toBe(true);
    const answer = await asAdmin('PUT', `/api/roles/${superAdmin.id}/permissions`, {
      permissionCodes: ['sp-site'],
      version: superAdmin.version,
    });
    expect(answer.body.code).toBe(Code.PROTECTED);
    expect((await roleNamed('super-admin')).permissionCodes).toEqual(['*']);
  });

  it('answers 6027 for an empty role name and 6044 for a taken one', async () => {
    expect((await asAdmin('POST', '/api/roles', { name: '' })).body.code).toBe(Code.ROLE_NAME_INVALID);
    expect((await asAdmin('POST', '/api/roles', { name: 'x'.repeat(31) })).body.code).toBe(Code.ROLE_NAME_INVALID);
    expect((await asAdmin('POST', '/api/roles', { name: 'super-admin' })).body.code).toBe(Code.ROLE_NAME_EXISTS);
  });
});
