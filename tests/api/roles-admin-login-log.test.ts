import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/envelope';
import { createSignedInAccount, OTHER_PASSWORD } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown> & { id: number };

describe.each(databases)('the admin login log of sp-admin-login ($kind)', (database) => {
  let server: TestServer;
  let startedAt: string;

  const entries = async (query: string) => {
    const answer = await server.call<Page<Row>>('GET', `/api/admin-login-logs?pageSize=100&${query}`, {
      token: server.adminToken,
    });
    expect(answer.body.code).toBe(200);
    return answer.body.data.list;
  };
  const attempt = (accountName: string, password: string) =>
    server.call('POST', '/account/web/login', { body: { accountName, password } });

  beforeAll(async () => {
    server = await startTestServer(database);
    startedAt = new Date().toISOString();
    await createSignedInAccount(server, 'grace', ['sp-site']);
    await attempt('grace', 'Wrong#2024x');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('records every sign-in, successful or not, with its time, result and reason', async () => {
    const rows = await entries('accountName=grace');
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.some((row) => row.success === true)).toBe(true);
    const failed = rows.find((row) => row.success === false);
    expect(failed?.reason).toBeTruthy();
    for (const row of rows) expect(Date.parse(String(row.attemptedAt))).not.toBeNaN();
  });

  it('filters by account, result and time range', async () => {
    const failures = await entries('accountName=grace&success=false');
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((row) => row.success === false && String(row.accountName).includes('grace'))).toBe(true);

    const since = await entries(`attemptedAt_gte=${encodeURIComponent(startedAt)}&accountName=grace`);
    expect(since.length).toBe((await entries('accountName=grace')).length);
    const before = await entries(`attemptedAt_lte=${encodeURIComponent(startedAt)}&accountName=grace`);
    expect(before).toHaveLength(0);
  });

  it('filters by address', async () => {
    const rows = await entries('ip=127.0.0');
    expect(rows.every((row) => String(row.ip).includes('127.0.0'))).toBe(true);
    expect(rows.length).toBeGreaterThan(0);
    expect(await entries('ip=198.51.100.99')).toHaveLength(0);
  });

  it('finds an account that signed in again after a failure', async () => {
    await expect(server.signIn('grace', OTHER_PASSWORD)).resolves.toBeTruthy();
    const rows = await entries('accountName=grace&success=true');
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });
});
