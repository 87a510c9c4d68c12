import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/envelope';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

interface LogEntry {
  path: string;
  body: string | null;
}

/** The API request log masks the fields marked `x-secret` and the account routes' secrets, by name only. */
describe.each(databases)('secrets in the API request log ($kind)', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(database);
    const token = server.adminToken;
    await server.call('POST', '/api/auto-detect-tactics', { token, body: { code: 'face-angle', name: 'Face angle' } });
    await server.call('POST', '/api/third-clouds', {
      token,
      body: { name: 'Partner cloud', endpoint: 'https://partner.example/api', appId: 'app-7', secret: 'S3cr3t-value' },
    });
    await server.call('POST', '/account/web/login', {
      body: { accountName: 'admin', password: 'Wrong#Guess1', captchaKey: 'k-1', captchaCode: '4821' },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function bodyOf(path: string): Promise<string> {
    const read = async () => {
      const answer = await server.call<Page<LogEntry>>('GET', '/api/api-logs?pageSize=100', {
        token: server.adminToken,
      });
      return answer.body.data.list.find((entry) => entry.path === path)?.body ?? '';
    };
    await expect.poll(read, { timeout: 5000 }).not.toBe('');
    return read();
  }

  it("shows a field named code that no schema marks secret (a tactic's code)", async () => {
    expect(await bodyOf('/api/auto-detect-tactics')).toContain('"code":"face-angle"');
  });

  it('masks an x-secret field and keeps the others of the body', async () => {
    const body = await bodyOf('/api/third-clouds');
    expect(body).toContain('"secret":"******"');
    expect(body).not.toContain('S3cr3t-value');
    expect(body).toContain('"appId":"app-7"');
  });

  it("masks the account routes' passwords and codes", async () => {
    const body = await bodyOf('/account/web/login');
    expect(body).toContain('"password":"******"');
    expect(body).toContain('"captchaCode":"******"');
    expect(body).toContain('"captchaKey":"k-1"');
    expect(body).not.toContain('4821');
  });
});
