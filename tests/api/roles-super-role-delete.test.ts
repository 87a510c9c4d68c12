import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * A custom role holding every code makes its members super admins. A holder of
 * role-list without `*` cannot delete it (403), whole batches included; a super admin
 * may, except its own last (423, the own-roles guard).
 */
describe.each(databases)('deleting a role that holds every code ($kind)', (database) => {
  let server: TestServer;
  const tables = () => server.app.backend.tables;

  /** A role holding `*`, the only role of a fresh enabled account. */
  const onlySuperRole = async (name: string) => {
    const role = await tables()
      .of('role')
      .insert({ name, permissionCodes: ['*'] });
    const holder = await createSignedInAccount(server, `holder-of-${name}`, ['home']);
    await tables()
      .of('admin')
      .touch(holder.id, { roleIds: [Number(role.id)] });
    return { roleId: Number(role.id), holder };
  };

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a role-list holder without every code with 403, and the role stays', async () => {
    const { roleId } = await onlySuperRole('everything-a');
    const manager = await createSignedInAccount(server, 'role-manager', ['sp-role', 'role-list']);
    const answer = await server.call('DELETE', `/api/roles/${roleId}`, { token: manager.token });
    expect(answer.body).toMatchObject({ code: Code.FORBIDDEN, data: { field: 'id', rule: 'escalation' } });
    const batch = await server.call('POST', '/api/roles/delete', {
      token: manager.token,
      body: { ids: [roleId] },
    });
    expect(batch.body.code).toBe(Code.FORBIDDEN);
    expect(await tables().of('role').findById(roleId)).toBeDefined();
  });

  it('lets a super admin delete it, but never the holder its own last one', async () => {
    const { roleId, holder } = await onlySuperRole('everything-b');
    // Its holder would lose role management (and its last role) with it.
    const refused = await server.call('DELETE', `/api/roles/${roleId}`, { token: holder.token });
    expect(refused.body).toMatchObject({ code: Code.PROTECTED, data: { field: 'id', rule: 'lock-out' } });
    expect(await tables().of('role').findById(roleId)).toBeDefined();

    const deleted = await server.call('DELETE', `/api/roles/${roleId}`, { token: server.adminToken });
    expect(deleted.body.code).toBe(200);
    expect(await tables().of('role').findById(roleId)).toBeUndefined();
  });
});
