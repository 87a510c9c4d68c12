import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/envelope';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown> & { id: number; referenceLabels?: Record<string, Record<string, string>> };
type Choice = { id: number; label: string };

describe.each(databases)('names of the rows a row refers to ($kind)', (database) => {
  let server: TestServer;
  let auditor: { id: number; token: string | undefined };
  let owner: { id: number; token: string | undefined };

  beforeAll(async () => {
    server = await startTestServer(database);
    auditor = await createSignedInAccount(server, 'auditor', ['sp-admin-login']);
    owner = await createSignedInAccount(server, 'keeper', ['site-tabs']);
    await server.call('POST', '/api/sites', { token: owner.token, body: { name: 'Keeper House' } });
    await server.call('POST', '/api/sites', { token: server.adminToken, body: { name: 'Head Office' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a login log row names its admin to an account that may not list admins', async () => {
    expect((await server.call('GET', '/api/admins', { token: auditor.token })).status).toBe(403);
    const answer = await server.call<Page<Row>>('GET', '/api/admin-login-logs?accountName=auditor', {
      token: auditor.token,
    });
    expect(answer.body.code).toBe(200);
    const row = answer.body.data.list.find((entry) => entry.adminId === auditor.id);
    expect(row?.referenceLabels?.adminId?.[String(auditor.id)]).toBe('auditor');

    const shown = await server.call<Row>('GET', `/api/admin-login-logs/${row?.id}`, { token: auditor.token });
    expect(shown.body.data.referenceLabels?.adminId).toEqual({ [String(auditor.id)]: 'auditor' });
  });

  it('names every row of a list of references (an admin’s roles)', async () => {
    const answer = await server.call<Page<Row>>('GET', '/api/admins?accountName=keeper', { token: server.adminToken });
    const keeper = answer.body.data.list.find((row) => row.id === owner.id);
    const roleIds = keeper?.roleIds as number[];
    expect(roleIds).toHaveLength(1);
    expect(keeper?.referenceLabels?.roleIds?.[String(roleIds[0])]).toBe('role-of-keeper');
  });

  it('the login log’s admin filter offers admins under the login log’s own permission', async () => {
    const answer = await server.call<{ list: Choice[] }>('GET', '/api/admin-login-logs/references/adminId?q=audit', {
      token: auditor.token,
    });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.list).toContainEqual({ id: auditor.id, label: 'auditor' });
    const chosen = await server.call<{ list: Choice[] }>(
      'GET',
      `/api/admin-login-logs/references/adminId?id=${owner.id}`,
      { token: auditor.token },
    );
    expect(chosen.body.data.list).toEqual([{ id: owner.id, label: 'keeper' }]);
    const refused = await server.call('GET', '/api/admin-login-logs/references/adminId', { token: owner.token });
    expect(refused.status).toBe(403);
  });

  it('a site filter offers only the sites the account may see', async () => {
    const own = await server.call<{ list: Choice[] }>('GET', '/api/residents/references/siteId', {
      token: owner.token,
    });
    expect(own.body.data.list.map((choice) => choice.label)).toEqual(['Keeper House']);
    const every = await server.call<{ list: Choice[] }>('GET', '/api/residents/references/siteId', {
      token: server.adminToken,
    });
    expect(every.body.data.list.map((choice) => choice.label)).toEqual(
      expect.arrayContaining(['Keeper House', 'Head Office']),
    );
  });

  it('the site import offers the importer’s own sites under site-import alone', async () => {
    const importer = await createSignedInAccount(server, 'importer', ['site-import']);
    expect((await server.call('GET', '/api/sites', { token: importer.token })).status).toBe(403);
    const none = await server.call<{ list: Choice[] }>('GET', '/api/site-import/sites', { token: importer.token });
    expect(none.body.code).toBe(200);
    expect(none.body.data.list).toEqual([]);
    const own = await server.call<{ list: Choice[] }>('GET', '/api/site-import/sites?q=Keeper', {
      token: owner.token,
    });
    expect(own.status).toBe(403);
    const every = await server.call<{ list: Choice[] }>('GET', '/api/site-import/sites?q=Head', {
      token: server.adminToken,
    });
    expect(every.body.data.list.map((choice) => choice.label)).toEqual(['Head Office']);
  });
});
