import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { TcpProxy } from '../support/tcp-proxy';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/test-server';

const redisUrl = process.env.TEST_REDIS_URL?.trim();

/**
 * Redis out of reach (a proxy in front of the real server, cut and restored): the console goes
 * on serving what does not need it, sessions included (the database holds them; Redis only
 * spares it a read), and what needs the shared cache (sign-in's counters) answers 503 with its
 * code until Redis is back, by itself.
 */
describe.runIf(redisUrl)('Redis out of reach', () => {
  let proxy: TcpProxy;
  let server: TestServer;
  const signIn = () =>
    server.call<{ token: string }>('POST', '/account/web/login', {
      body: { accountName: 'admin', password: ADMIN_PASSWORD },
    });

  beforeAll(async () => {
    const url = new URL(String(redisUrl));
    proxy = await TcpProxy.start({ host: url.hostname, port: Number(url.port || 6379) });
    url.port = String(proxy.port);
    server = await startTestServer({ kind: 'sqlite' }, { REDIS_URL: url.toString() });
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
  });

  it('serves lists, edits and sessions without it, answers 503 where it is needed, and recovers by itself', async () => {
    const token = server.adminToken;
    expect((await server.call('GET', '/api/sites', { token })).body.code).toBe(200);
    await proxy.cut();

    const listed = await server.call('GET', '/api/sites', { token });
    expect(listed.body.code).toBe(200);
    const created = await server.call<{ id: number }>('POST', '/api/sites', {
      token,
      body: { name: 'Made without Redis' },
    });
    expect(created.body.code).toBe(200);
    const refused = await signIn();
    expect([refused.status, refused.body.code, refused.body.msg]).toEqual([503, Code.UNAVAILABLE, 'the cache (Redis)']);
    const ready = await server.call<{ redis: string }>('GET', '/readyz');
    expect([ready.status, ready.body.data.redis]).toEqual([503, 'failed']);

    await proxy.restore();
    await expect.poll(async () => (await signIn()).body.code, { timeout: 20_000 }).toBe(200);
    expect((await server.call('GET', '/readyz')).status).toBe(200);
  });
});
