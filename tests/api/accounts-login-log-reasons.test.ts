import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/envelope';
import { createSignedInAccount, OTHER_PASSWORD } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown>;

describe.each(databases)('reasons of failed sign-ins, stored as codes ($kind)', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(database);
    await createSignedInAccount(server, 'dormant', ['sp-site'], { enabled: false });
    await createSignedInAccount(server, 'typo', ['sp-site']);
    await server.call('POST', '/account/web/login', { body: { accountName: 'dormant', password: OTHER_PASSWORD } });
    await server.call('POST', '/account/web/login', { body: { accountName: 'typo', password: 'Wrong#2024x' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const reasonsOf = async (accountName: string) => {
    const answer = await server.call<Page<Row>>('GET', `/api/admin-login-logs?accountName=${accountName}`, {
      token: server.adminToken,
    });
    return answer.body.data.list.filter((row) => row.success === false).map((row) => row.reason);
  };

  it('stores a disabled account and a wrong password as codes the console words in each language', async () => {
    expect(await reasonsOf('dormant')).toEqual(['disabled']);
    expect(await reasonsOf('typo')).toEqual(['credentials']);
  });
});
