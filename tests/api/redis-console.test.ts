import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VerificationCodes } from '../../server/auth/verification-codes';
import { createSignedInAccount } from '../support/accounts';
import {
  BROWSE_DB,
  consoleStores,
  type KeysPage,
  runPrefix,
  scanAll,
  startConsoleServer,
} from '../support/redis-console';
import type { TestServer } from '../support/test-server';

describe.each(consoleStores())('Redis console: browsing ($name store)', (store) => {
  let server: TestServer;
  let reader: string;
  const prefix = runPrefix();
  const users = Array.from({ length: 250 }, (_, i) => `${prefix}user:${i}`);
  const jobs = Array.from({ length: 30 }, (_, i) => `${prefix}job:${i}`);

  const keysPage = (query: Record<string, string>, token = reader) =>
    server.call<KeysPage>('GET', `/api/redis-console/keys?${new URLSearchParams(query)}`, { token });

  beforeAll(async () => {
    server = await startConsoleServer(store, BROWSE_DB);
    const { cache } = server.app.backend;
    for (const key of users) await cache.set(key, `value of ${key}`);
    for (const key of jobs) await cache.set(key, 'queued', 600);
    reader = (await createSignedInAccount(server, 'reader', ['sp-console', 'redis-console'])).token ?? '';
  });
  afterAll(async () => {
    await server?.app.backend.cache.console.remove([...users, ...jobs, `code:sms:register:${prefix}13800000000`]);
    await server?.close();
  });

  it('pages through the keys with a cursor until it comes back to 0, every key once', async () => {
    const { pages, keys } = await scanAll(server, reader, { pattern: `${prefix}*`, count: '40' });
    expect(pages.length).toBeGreaterThan(1);
    expect(keys).toHaveLength(new Set(keys).size);
    expect(new Set(keys)).toEqual(new Set([...users, ...jobs]));
    for (const page of pages) {
      expect(page.total).toBeGreaterThanOrEqual(280);
      expect(page.scanned).toBeGreaterThan(0);
      expect(page.store).toBe(store.name);
    }
    expect(pages.at(-1)?.cursor).toBe('0');
  });

  it('brings a page at most `count` keys from the in-process store, 200 by default', async () => {
    const first = await keysPage({ pattern: `${prefix}user:*` });
    expect(first.status).toBe(200);
    if (store.name === 'memory') {
      expect(first.body.data.keys).toHaveLength(200);
      expect((await keysPage({ pattern: `${prefix}*`, count: '7' })).body.data.keys).toHaveLength(7);
    } else expect(first.body.data.keys.length).toBeGreaterThan(0);
  });

  it('filters by pattern and type and tells each time to live', async () => {
    const { pages } = await scanAll(server, reader, { pattern: `${prefix}job:*` });
    const rows = pages.flatMap((page) => page.keys);
    expect(rows.map((row) => row.key).sort()).toEqual([...jobs].sort());
    for (const row of rows) {
      expect(row.type).toBe('string');
      expect(row.ttl).toBeGreaterThan(590);
      expect(row.ttl).toBeLessThanOrEqual(600);
    }
    const user = (await scanAll(server, reader, { pattern: `${prefix}user:1?` })).pages.flatMap((page) => page.keys);
    expect(user).toHaveLength(10);
    expect(user.every((row) => row.ttl === -1)).toBe(true);
    expect((await scanAll(server, reader, { pattern: `${prefix}*`, type: 'string' })).keys).toHaveLength(280);
    expect((await scanAll(server, reader, { pattern: `${prefix}*`, type: 'hash' })).keys).toEqual([]);
  });

  it("shows a string key's detail", async () => {
    const answer = await server.call<Record<string, unknown>>(
      'GET',
      `/api/redis-console/key?key=${encodeURIComponent(jobs[0])}`,
      { token: reader },
    );
    expect(answer.body.data).toMatchObject({ key: jobs[0], type: 'string', value: 'queued', length: 6 });
    expect(answer.body.data).toMatchObject({ masked: false, truncated: false });
    expect(answer.body.data.ttl).toBeGreaterThan(590);
    expect(answer.body.data.size).toBeGreaterThan(0);
    expect(typeof answer.body.data.encoding).toBe('string');
  });

  it('masks the values of cached sessions and one-time codes, and no key names a session token', async () => {
    // A one-time code as the server keeps it (the captcha route allows one a minute per address).
    const recipient = `${prefix}13800000000`;
    await new VerificationCodes(server.app.backend.cache).issue('sms', 'register', recipient);
    const [code] = (await scanAll(server, reader, { pattern: `code:sms:register:${prefix}*` })).pages.flatMap(
      (page) => page.keys,
    );
    expect(code?.key).toBe(`code:sms:register:${recipient}`);
    expect(code?.masked).toBe(true);
    const codeDetail = await server.call('GET', `/api/redis-console/key?key=${encodeURIComponent(code?.key ?? '')}`, {
      token: reader,
    });
    expect(codeDetail.body.data).toMatchObject({ type: 'string', masked: true, value: null });
    expect(JSON.stringify(codeDetail.body)).not.toMatch(/salt|hash/);

    const sessions = (await scanAll(server, reader, { pattern: 'session:*' })).keys;
    expect(sessions.length).toBeGreaterThan(0);
    const everyKey = (await scanAll(server, reader, { count: '1000' })).keys.join('\n');
    expect(everyKey).not.toContain(reader);
    expect(everyKey).not.toContain(server.adminToken);
    const sessionDetail = await server.call('GET', `/api/redis-console/key?key=${sessions[0]}`, { token: reader });
    expect(sessionDetail.body.data).toMatchObject({ masked: true, value: null });
    expect(JSON.stringify(sessionDetail.body)).not.toContain('adminId');
  });

  it('refuses browsing without redis-console', async () => {
    const other = await createSignedInAccount(server, 'no-console', ['sp-console', 'apilog-list']);
    expect((await keysPage({}, other.token)).status).toBe(403);
    const detail = await server.call('GET', `/api/redis-console/key?key=${jobs[0]}`, { token: other.token });
    expect(detail.status).toBe(403);
  });

  it('refuses bad queries with 400 naming the field', async () => {
    for (const [query, field] of [
      [{ count: '0' }, 'count'],
      [{ count: '1001' }, 'count'],
      [{ count: 'many' }, 'count'],
      [{ type: 'graph' }, 'type'],
      [{ cursor: 'abc' }, 'cursor'],
      [{ pattern: 'x'.repeat(2000) }, 'pattern'],
    ] as const) {
      const answer = await keysPage(query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body).toMatchObject({ code: 400, data: { field } });
    }
    const noKey = await server.call('GET', '/api/redis-console/key?key=', { token: reader });
    expect(noKey.body).toMatchObject({ code: 6066, data: { field: 'key' } });
    const missing = await server.call('GET', `/api/redis-console/key?key=${prefix}absent`, { token: reader });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, data: { field: 'key' } });
  });
});
