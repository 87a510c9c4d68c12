import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown> & { id: number; version: number };

/**
 * The escalations and lock-outs an outside test found: each is refused with a
 * catalogue code and changes nothing.
 */
describe.each(databases)('accounts cannot be escalated or locked out ($kind)', (database) => {
  let server: TestServer;
  const asAdmin = (method: string, url: string, body?: unknown) =>
    server.call<Row>(method, url, { token: server.adminToken, body });
  const as = (token: string | undefined, method: string, url: string, body?: unknown) =>
    server.call<Row>(method, url, { token, body });
  const roleNamed = async (name: string) => (await server.app.backend.tables.of('role').findOneWhere({ name })) as Row;
  const seededAdmin = async () =>
    (await server.app.backend.tables.of('admin').findOneWhere({ accountName: 'admin' })) as Row;

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses an admin-list holder giving itself the super-admin role, or any role it cannot give', async () => {
    const { id, token } = await createSignedInAccount(server, 'climber', ['sp-role', 'admin-list']);
    const me = (await as(token, 'GET', `/api/admins/${id}`)).body.data;
    const superAdmin = await roleNamed('super-admin');
    const own = await as(token, 'PUT', `/api/admins/${id}`, { version: me.version, roleIds: [superAdmin.id] });
    expect(own.status).toBe(403);
    expect(own.body.code).toBe(Code.FORBIDDEN);
    expect(own.body.data).toMatchObject({ field: 'roleIds' });

    const other = await createSignedInAccount(server, 'pawn', ['home']);
    const pawn = (await as(token, 'GET', `/api/admins/${other.id}`)).body.data;
    const promoted = await as(token, 'PUT', `/api/admins/${other.id}`, {
      version: pawn.version,
      roleIds: [superAdmin.id],
    });
    expect(promoted.body.code).toBe(Code.FORBIDDEN);
    expect(((await server.app.backend.tables.of('admin').findById(other.id)) as Row).roleIds).toEqual(pawn.roleIds);
  });

  it('refuses an admin-list holder resetting, disabling or editing the seeded super admin', async () => {
    const { token } = await createSignedInAccount(server, 'resetter', ['sp-role', 'admin-list']);
    const admin = await seededAdmin();
    const reset = await as(token, 'POST', `/api/admins/${admin.id}/password`, {
      password: 'Taken#2024x',
      confirmPassword: 'Taken#2024x',
    });
    expect(reset.body.code).toBe(Code.FORBIDDEN);
    expect((await as(token, 'POST', `/api/admins/${admin.id}/enabled`, { enabled: false })).body.code).toBe(
      Code.FORBIDDEN,
    );
    expect(
      (await as(token, 'PUT', `/api/admins/${admin.id}`, { version: admin.version, name: 'Mallory' })).body.code,
    ).toBe(Code.FORBIDDEN);
    expect((await server.call('GET', '/account/web/getLoginInfo', { token: server.adminToken })).body.code).toBe(200);
    expect(await server.signIn('admin', 'Console#2024')).toEqual(expect.any(String));
  });

  it('refuses a role-list holder giving its own role every code, or all-sites', async () => {
    const { token } = await createSignedInAccount(server, 'grantor', ['sp-role', 'role-list']);
    const role = await roleNamed('role-of-grantor');
    // `*` is no code of the menu tree: only the built-in role holds it.
    const every = await as(token, 'PUT', `/api/roles/${role.id}/permissions`, {
      permissionCodes: ['*'],
      version: role.version,
    });
    expect(every.body.code).toBe(Code.BAD_REQUEST);
    for (const codes of [
      ['role-list', 'all-sites'],
      ['role-list', 'sql-console'],
    ]) {
      const answer = await as(token, 'PUT', `/api/roles/${role.id}/permissions`, {
        permissionCodes: codes,
        version: role.version,
      });
      expect(answer.status, codes.join()).toBe(403);
      expect(answer.body.data).toMatchObject({ field: 'permissionCodes', rule: 'grant' });
    }
    expect((await roleNamed('role-of-grantor')).permissionCodes).toEqual(['sp-role', 'role-list']);
    const kept = await as(token, 'PUT', `/api/roles/${role.id}/permissions`, {
      permissionCodes: ['role-list'],
      version: role.version,
    });
    expect(kept.body.code).toBe(200);
  });

  it('refuses deleting or emptying a built-in role, and changing one without being a super admin', async () => {
    const superAdmin = await roleNamed('super-admin');
    const deleted = await asAdmin('DELETE', `/api/roles/${superAdmin.id}`);
    expect(deleted.body.code).toBe(Code.PROTECTED);
    expect(deleted.status).toBe(403);
    expect((await asAdmin('POST', '/api/roles/delete', { ids: [superAdmin.id] })).body.code).toBe(Code.PROTECTED);
    const webDefault = await roleNamed('web-default');
    const emptied = await asAdmin('PUT', `/api/roles/${webDefault.id}/permissions`, {
      permissionCodes: [],
      version: webDefault.version,
    });
    expect(emptied.body.code).toBe(Code.PROTECTED);
    const { token } = await createSignedInAccount(server, 'renamer', ['sp-role', 'role-list', 'home', 'sp-site']);
    const renamed = await as(token, 'PUT', `/api/roles/${webDefault.id}`, {
      version: webDefault.version,
      name: 'mine',
    });
    expect(renamed.body.code).toBe(Code.FORBIDDEN);
    expect(await roleNamed('super-admin')).toMatchObject({ permissionCodes: ['*'] });
    expect(await roleNamed('web-default')).toMatchObject({ permissionCodes: webDefault.permissionCodes });
  });

  it('refuses an account deleting, disabling or demoting itself', async () => {
    const admin = await seededAdmin();
    expect((await asAdmin('DELETE', `/api/admins/${admin.id}`)).body.code).toBe(Code.PROTECTED);
    expect((await asAdmin('POST', '/api/admins/delete', { ids: [admin.id] })).body.code).toBe(Code.PROTECTED);
    expect(
      (await asAdmin('PUT', `/api/admins/${admin.id}`, { version: admin.version, enabled: false })).body.code,
    ).toBe(Code.PROTECTED);
    const demoted = await asAdmin('PUT', `/api/admins/${admin.id}`, { version: admin.version, roleIds: [] });
    expect(demoted.body.code).toBe(Code.FORBIDDEN);
    expect(await seededAdmin()).toMatchObject({ enabled: true, roleIds: admin.roleIds });
  });

  it('lets a super admin manage another super admin', async () => {
    const superAdmin = await roleNamed('super-admin');
    const { id } = await createSignedInAccount(server, 'deputy', ['home']);
    const deputy = (await asAdmin('GET', `/api/admins/${id}`)).body.data;
    const promoted = await asAdmin('PUT', `/api/admins/${id}`, { version: deputy.version, roleIds: [superAdmin.id] });
    expect(promoted.body.code).toBe(200);
    expect((await asAdmin('POST', `/api/admins/${id}/enabled`, { enabled: false })).body.code).toBe(200);
  });
});
