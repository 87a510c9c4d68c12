import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/envelope';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

interface LogEntry {
  method: string;
  path: string;
  statusCode: number;
  code: number | null;
  adminId: number | null;
  durationMs: number;
  body: string | null;
}

describe.each(databases)('the API request log ($kind)', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(database);
    await server.call('POST', '/account/web/login', { body: { accountName: 'admin', password: 'Wrong#Guess1' } });
    const token = server.adminToken;
    await server.call('POST', '/api/sites', { token, body: { name: 'Harbour View', address: '9 Quay' } });
    await server.call('POST', '/api/sites', { token, body: { name: 'Harbour View' } });
    await server.call('GET', '/api/sites?page=1&pageSize=10', { token });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function entries(): Promise<LogEntry[]> {
    const answer = await server.call<Page<LogEntry>>('GET', '/api/api-logs?pageSize=100', { token: server.adminToken });
    return answer.body.data.list;
  }

  it('records each call with its status, business code, account and duration', async () => {
    await expect.poll(async () => (await entries()).length, { timeout: 5000 }).toBeGreaterThanOrEqual(4);
    const log = await entries();
    const sites = log.filter((entry) => entry.method === 'POST' && entry.path === '/api/sites');
    expect(sites.map((entry) => [entry.statusCode, entry.code]).sort()).toEqual([
      [200, 200],
      [400, 6038],
    ]);
    expect(sites.every((entry) => entry.adminId === 1 && entry.durationMs >= 0)).toBe(true);
    expect(sites.find((entry) => entry.code === 200)?.body).toContain('Harbour View');
    const listing = log.find((entry) => entry.method === 'GET' && entry.path === '/api/sites');
    expect(listing).toMatchObject({ statusCode: 200, code: 200, body: null });
  });

  it('masks secrets in the bodies it keeps', async () => {
    const login = (await entries()).find((entry) => entry.path === '/account/web/login');
    expect(login).toMatchObject({ statusCode: 400, code: 6035, adminId: null });
    expect(login?.body).toContain('"password":"******"');
    expect(login?.body).not.toContain('Wrong#Guess1');
  });

  it('keeps the calls of an account deleted before they were written, without the account', async () => {
    const { id, token } = await createSignedInAccount(server, 'leaving', ['sp-site', 'site-tabs']);
    await server.call('GET', '/api/sites?name=farewell', { token });
    expect((await server.call('DELETE', `/api/admins/${id}`, { token: server.adminToken })).body.code).toBe(200);
    await expect
      .poll(async () => (await entries()).filter((entry) => entry.path === '/api/sites' && entry.method === 'GET'))
      .toContainEqual(expect.objectContaining({ adminId: null, statusCode: 200 }));
  });
});
