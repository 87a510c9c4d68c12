import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithRoles } from '../../server/auth/account-roles';
import { loadPrincipal, rolesOf } from '../../server/auth/principal';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

describe.each(databases)('an account read with its roles ($kind)', (database) => {
  let server: TestServer;
  let adminId: number;
  let token: string;
  let roleIds: number[];

  beforeAll(async () => {
    server = await startTestServer(database);
    const { tables } = server.app.backend;
    const account = await createSignedInAccount(server, 'door-keeper', ['site-tabs']);
    adminId = account.id;
    token = account.token as string;
    const second = await tables.of('role').insert({ name: 'resident-reader', permissionCodes: ['role-list'] });
    const [first] = ((await tables.of('admin').findById(adminId))?.roleIds as number[]) ?? [];
    roleIds = [Number(second.id), first];
    await tables.of('admin').update(adminId, { roleIds: [...roleIds, 999_999] });
  });
  afterAll(() => server?.close());

  it('gives the same roles as reading them apart, in id order, without the ones that are gone', async () => {
    const { tables } = server.app.backend;
    const found = await accountWithRoles(tables, adminId);
    const apart = await rolesOf(tables, found?.account ?? {});
    expect(apart.map((role) => role.id)).toEqual([...roleIds].sort((a, b) => a - b));
    // PostgreSQL reads them in the account's query; SQLite reads them apart.
    if (database.kind === 'postgres') expect(found?.roles).toEqual(apart);
    else expect(found?.roles).toBeUndefined();
    expect(found?.account).not.toHaveProperty('__roles');
    const principal = await loadPrincipal(tables, adminId);
    expect([...(principal?.codes ?? [])].sort()).toEqual(['role-list', 'site-tabs']);
  });

  it('answers the routes both roles open, and refuses the others', async () => {
    expect((await server.call('GET', '/api/sites', { token })).body.code).toBe(200);
    expect((await server.call('GET', '/api/roles', { token })).body.code).toBe(200);
    expect((await server.call('GET', '/api/admins', { token })).body.code).toBe(403);
  });

  it('reads a role list written outside the API the way the server reads it', async () => {
    const { tables } = server.app.backend;
    const text = JSON.stringify([roleIds[0], 'not an id', 1.5]);
    await sql`UPDATE "admin" SET "roleIds" = ${text} WHERE "id" = ${adminId}`.execute(tables.of('admin').db);
    const found = await accountWithRoles(tables, adminId);
    expect(found?.roles).toBeUndefined();
    const principal = await loadPrincipal(tables, adminId);
    expect(principal?.roles.map((role) => role.id)).toEqual([roleIds[0]]);
    expect((await server.call('GET', '/api/roles', { token })).body.code).toBe(200);
    expect((await server.call('GET', '/api/sites', { token })).body.code).toBe(403);
  });
});
