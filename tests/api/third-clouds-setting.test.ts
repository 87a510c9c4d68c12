import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { settingCalls } from '../support/setting-calls';
import { startTestServer, type TestServer } from '../support/test-server';

type Probe = { ok: boolean; status?: number; elapsedMs: number; error?: string };
type SettingState = { key: string; value: unknown; source: string; env: string | null; overridden: boolean };

const KEY = 'thirdCloud.allowPrivateAddresses';

/** Creates an entry for `endpoint` and answers a function that tests its connection. */
async function cloudTest(server: TestServer, name: string, endpoint: string) {
  const created = await server.call<{ id: number }>('POST', '/api/third-clouds', {
    token: server.adminToken,
    body: { name, endpoint },
  });
  expect(created.body.code).toBe(200);
  return async () =>
    (
      await server.call<Probe>('POST', `/api/third-clouds/${created.body.data.id}/test`, {
        token: server.adminToken,
      })
    ).body;
}

async function stateOf(server: TestServer): Promise<SettingState | undefined> {
  const answer = await server.call<SettingState[]>('GET', '/api/settings/server', { token: server.adminToken });
  return answer.body.data.find((state) => state.key === KEY);
}

/**
 * Whether a connection test may call loopback, link-local and private addresses is a
 * server setting, read at each test: an admin's change applies at once, its rollback too,
 * and THIRD_CLOUD_ALLOW_PRIVATE, when set, wins over it.
 */
describe.each(databases)('the setting that allows private addresses in connection tests ($kind)', (database) => {
  let server: TestServer;
  let local: http.Server;
  let endpoint = '';
  let calls = 0;

  beforeAll(async () => {
    local = http.createServer((_request, response) => {
      calls++;
      response.writeHead(204).end();
    });
    await new Promise<void>((done) => local.listen(0, '127.0.0.1', done));
    endpoint = `http://127.0.0.1:${(local.address() as AddressInfo).port}/status`;
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((done) => local.close(done));
  });

  it('refuses loopback while off, calls it once an admin turns it on, and refuses again after the rollback', async () => {
    const test = await cloudTest(server, 'Local cloud', endpoint);
    expect(await stateOf(server)).toMatchObject({ value: false, source: 'default', env: 'THIRD_CLOUD_ALLOW_PRIVATE' });
    expect(await test()).toMatchObject({ code: 200, data: { ok: false, error: 'forbidden-address: 127.0.0.1' } });
    expect(calls).toBe(0);

    const api = settingCalls(server);
    expect((await api.setServer(KEY, 'true', 'boolean')).body.code).toBe(200);
    expect(await stateOf(server)).toMatchObject({ value: true, source: 'database', overridden: false });
    const allowed = await test();
    expect(allowed).toMatchObject({ code: 200, data: { ok: true, status: 204 } });
    expect(allowed.data.error).toBeUndefined();
    expect(calls).toBe(1);

    const [change] = (await api.changes(`?key=${KEY}`)).data.list;
    expect(change).toMatchObject({ key: KEY, before: null, after: 'true' });
    expect((await api.rollBack(Number(change?.id))).body.code).toBe(200);
    expect((await stateOf(server))?.value).toBe(false);
    expect(await test()).toMatchObject({ code: 200, data: { ok: false, error: 'forbidden-address: 127.0.0.1' } });
    expect(calls).toBe(1);
  });

  it('lets THIRD_CLOUD_ALLOW_PRIVATE win over the stored setting, and says so', async () => {
    const pinned = await startTestServer(database, { THIRD_CLOUD_ALLOW_PRIVATE: 'false' });
    try {
      const test = await cloudTest(pinned, 'Pinned cloud', endpoint);
      expect((await settingCalls(pinned).setServer(KEY, 'true', 'boolean')).body.code).toBe(200);
      expect(await stateOf(pinned)).toMatchObject({ value: false, source: 'environment', overridden: true });
      expect(await test()).toMatchObject({ data: { ok: false, error: 'forbidden-address: 127.0.0.1' } });
      expect(calls).toBe(1);
    } finally {
      await pinned.close();
    }
  });
});
