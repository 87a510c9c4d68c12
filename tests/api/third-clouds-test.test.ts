import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Probe = { ok: boolean; status?: number; elapsedMs: number; error?: string };

/**
 * Testing a third-party cloud's connection: the console calls the entry's endpoint and
 * says what came back. With private addresses not allowed (the default) nothing but public
 * addresses is called; with THIRD_CLOUD_ALLOW_PRIVATE on, a local test server answers (or
 * stays silent). The setting that allows them is tested in third-clouds-setting.test.ts.
 * The redirect loop is tested with an injected resolver in tests/unit/third-clouds-probe.test.ts.
 */
describe.each(databases)('testing a third-party cloud connection ($kind)', (database) => {
  let guarded: TestServer;
  let open: TestServer;
  let local: http.Server;
  let port = 0;
  let made = 0;
  const silent: http.ServerResponse[] = [];

  const entry = async (server: TestServer, endpoint: string) =>
    (
      await server.call<{ id: number }>('POST', '/api/third-clouds', {
        token: server.adminToken,
        body: { name: `Cloud ${++made}`, endpoint },
      })
    ).body.data.id;
  const test = async (server: TestServer, endpoint: string) =>
    server.call<Probe>('POST', `/api/third-clouds/${await entry(server, endpoint)}/test`, { token: server.adminToken });

  beforeAll(async () => {
    local = http.createServer((request, response) => {
      if (request.url === '/silent') silent.push(response);
      else response.writeHead(200).end('hello');
    });
    await new Promise<void>((done) => local.listen(0, '127.0.0.1', done));
    port = (local.address() as AddressInfo).port;
    guarded = await startTestServer(database);
    open = await startTestServer(database, { THIRD_CLOUD_ALLOW_PRIVATE: 'true', THIRD_CLOUD_TEST_TIMEOUT_MS: '300' });
  });
  afterAll(async () => {
    for (const response of silent) response.destroy();
    await guarded?.close();
    await open?.close();
    await new Promise((done) => local.close(done));
  });

  it.each([
    ['http://127.0.0.1:PORT/', 'forbidden-address: 127.0.0.1'],
    ['http://169.254.169.254/', 'forbidden-address: 169.254.169.254'],
    ['http://[::1]/', 'forbidden-address: ::1'],
    ['http://10.0.0.1/', 'forbidden-address: 10.0.0.1'],
  ])('refuses %s before calling it, as an answer and not a failure', async (endpoint, error) => {
    const answer = await test(guarded, endpoint.replace('PORT', String(port)));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 200, data: { ok: false, error } });
    expect(answer.body.data.status).toBeUndefined();
  });

  it('refuses a host name that resolves to this host (localhost)', async () => {
    const answer = await test(guarded, `http://localhost:${port}/`);
    expect(answer.body.data).toMatchObject({ ok: false });
    expect(answer.body.data.error).toMatch(/^forbidden-address: (127\.0\.0\.1|::1)$/);
  });

  it('calls a local server when private addresses are allowed, and says what it answered', async () => {
    const answer = await test(open, `http://127.0.0.1:${port}/`);
    expect(answer.body).toMatchObject({ code: 200, data: { ok: true, status: 200 } });
    expect(answer.body.data.elapsedMs).toBeGreaterThanOrEqual(0);
    expect(answer.body.data.error).toBeUndefined();
  });

  it('answers a timeout when the server never answers, and refused when nothing listens', async () => {
    const slow = await test(open, `http://127.0.0.1:${port}/silent`);
    expect(slow.body).toMatchObject({ code: 200, data: { ok: false, error: 'timeout' } });
    const closed = http.createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const refused = await test(open, `http://127.0.0.1:${closedPort}/`);
    expect(refused.body).toMatchObject({ code: 200, data: { ok: false, error: 'refused' } });
  });

  it('answers 404 for a missing entry and 403 for an account without the permission', async () => {
    const missing = await guarded.call('POST', '/api/third-clouds/999999/test', { token: guarded.adminToken });
    expect(missing.status).toBe(404);
    const id = await entry(guarded, 'http://10.0.0.1/');
    const { token } = await createSignedInAccount(guarded, `cloud-outsider-${database.kind}`, ['sp-site']);
    expect((await guarded.call('POST', `/api/third-clouds/${id}/test`, { token })).status).toBe(403);
    const { token: allowed } = await createSignedInAccount(guarded, `cloud-keeper-${database.kind}`, [
      'third-cloud-list',
    ]);
    expect(
      (await guarded.call<Probe>('POST', `/api/third-clouds/${id}/test`, { token: allowed })).body.data,
    ).toMatchObject({
      ok: false,
      error: 'forbidden-address: 10.0.0.1',
    });
  });
});
