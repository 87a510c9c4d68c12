import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VerificationCodes } from '../../server/auth/verification-codes';
import { createSignedInAccount } from '../support/accounts';
import { consoleStores, runPrefix, scanAll, startConsoleServer, WRITES_DB } from '../support/redis-console';
import type { TestServer } from '../support/test-server';

describe.each(consoleStores())('Redis console: writes ($name store)', (store) => {
  let server: TestServer;
  let reader: string;
  let writer: string;
  const prefix = runPrefix();
  const key = (name: string) => `${prefix}${name}`;

  const detail = (name: string) =>
    server.call<{ value: unknown; ttl: number }>('GET', `/api/redis-console/key?key=${encodeURIComponent(name)}`, {
      token: writer,
    });
  const write = (method: string, path: string, body: unknown, token = writer) =>
    server.call(method, `/api/redis-console${path}`, { token, body });

  beforeAll(async () => {
    server = await startConsoleServer(store, WRITES_DB);
    reader = (await createSignedInAccount(server, 'reader', ['redis-console'])).token ?? '';
    writer = (await createSignedInAccount(server, 'writer', ['redis-console', 'redis-console-write'])).token ?? '';
  });
  afterAll(async () => {
    const cache = server?.app.backend.cache;
    await cache?.console.remove(await cache.scan(`${prefix}*`));
    await server?.close();
  });

  it('refuses every write without redis-console-write, and changes nothing', async () => {
    await server.app.backend.cache.set(key('kept'), 'as is');
    for (const [method, path, body] of [
      ['PUT', '/key', { key: key('kept'), value: 'changed' }],
      ['PUT', '/key/hash-field', { key: key('kept'), field: 'f', value: 'v' }],
      ['POST', '/key/ttl', { key: key('kept'), ttl: 5 }],
      ['POST', '/key/rename', { key: key('kept'), newKey: key('moved') }],
      ['POST', '/keys/delete', { keys: [key('kept')] }],
    ] as const) {
      const answer = await write(method, path, body, reader);
      expect(answer.status, path).toBe(403);
      expect(answer.body.code).toBe(403);
    }
    expect(await detail(key('kept'))).toMatchObject({ body: { data: { value: 'as is', ttl: -1 } } });
  });

  it("replaces a string's value and keeps its time to live", async () => {
    await server.app.backend.cache.set(key('greeting'), 'hello', 300);
    expect((await write('PUT', '/key', { key: key('greeting'), value: 'bonjour' })).body.code).toBe(200);
    const answer = await detail(key('greeting'));
    expect(answer.body.data.value).toBe('bonjour');
    expect(answer.body.data.ttl).toBeGreaterThan(290);
    expect((await write('PUT', '/key', { key: key('absent'), value: 'x' })).status).toBe(404);
  });

  it('sets and removes a time to live', async () => {
    await server.app.backend.cache.set(key('timed'), 'x');
    expect((await write('POST', '/key/ttl', { key: key('timed'), ttl: 120 })).body.code).toBe(200);
    expect((await detail(key('timed'))).body.data.ttl).toBeGreaterThan(110);
    expect((await write('POST', '/key/ttl', { key: key('timed'), ttl: null })).body.code).toBe(200);
    expect((await detail(key('timed'))).body.data.ttl).toBe(-1);
    expect((await write('POST', '/key/ttl', { key: key('absent'), ttl: 5 })).status).toBe(404);
  });

  it('renames to a free name only', async () => {
    await server.app.backend.cache.set(key('old'), 'moving', 100);
    await server.app.backend.cache.set(key('taken'), 'here');
    const taken = await write('POST', '/key/rename', { key: key('old'), newKey: key('taken') });
    expect(taken.body).toMatchObject({ code: 6068, data: { field: 'newKey' } });
    expect((await write('POST', '/key/rename', { key: key('old'), newKey: key('new') })).body.code).toBe(200);
    expect((await detail(key('old'))).status).toBe(404);
    expect((await detail(key('new'))).body.data).toMatchObject({ value: 'moving' });
    expect((await detail(key('new'))).body.data.ttl).toBeGreaterThan(90);
  });

  it('deletes one key or many and counts those that existed', async () => {
    for (const name of ['d1', 'd2', 'd3']) await server.app.backend.cache.set(key(name), name);
    const answer = await write('POST', '/keys/delete', { keys: [key('d1'), key('d2'), key('never')] });
    expect(answer.body).toMatchObject({ code: 200, data: { deleted: 2 } });
    expect((await scanAll(server, writer, { pattern: `${prefix}d?` })).keys).toEqual([key('d3')]);
  });

  it('sets a hash field on Redis and refuses it on a string', async () => {
    await server.app.backend.cache.set(key('plain'), 'text');
    const onString = await write('PUT', '/key/hash-field', { key: key('plain'), field: 'f', value: 'v' });
    expect(onString.body).toMatchObject({ code: 400, data: { field: 'key', rule: 'type' } });
    if (store.name !== 'redis') return;
    const { Redis } = await import('ioredis');
    const redis = new Redis(store.redisUrl?.(WRITES_DB) ?? '');
    await redis.hset(key('profile'), 'name', 'Ada');
    await redis.quit();
    expect(
      (await write('PUT', '/key/hash-field', { key: key('profile'), field: 'city', value: 'London' })).status,
    ).toBe(200);
    expect((await detail(key('profile'))).body.data.value).toEqual([
      { field: 'name', value: 'Ada' },
      { field: 'city', value: 'London' },
    ]);
  });

  it('only deletes keys that hold secrets', async () => {
    // A one-time code as the server keeps it (the captcha route allows one a minute per address).
    await new VerificationCodes(server.app.backend.cache).issue('sms', 'register', `${prefix}13800000000`);
    const code = (await scanAll(server, writer, { pattern: `code:sms:register:${prefix}*` })).keys[0];
    expect(code).toBeDefined();
    for (const [path, body, field] of [
      ['/key', { key: code, value: 'x' }, 'key'],
      ['/key/ttl', { key: code, ttl: 100_000 }, 'key'],
      ['/key/rename', { key: code, newKey: key('stolen') }, 'key'],
      ['/key/rename', { key: key('plain'), newKey: 'session:forged' }, 'newKey'],
    ] as const) {
      const answer = await write(path === '/key' ? 'PUT' : 'POST', path, body);
      expect(answer.body, path).toMatchObject({ code: 403, data: { field, rule: 'secret' } });
    }
    expect((await write('POST', '/keys/delete', { keys: [code ?? ''] })).body).toMatchObject({ data: { deleted: 1 } });
  });

  it('refuses bad bodies with the catalogue code naming the field', async () => {
    for (const [method, path, body, code, field] of [
      ['PUT', '/key', { value: 'x' }, 6066, 'key'],
      ['PUT', '/key', { key: '', value: 'x' }, 6066, 'key'],
      ['PUT', '/key', { key: key('plain') }, 6067, 'value'],
      ['PUT', '/key', { key: key('plain'), value: 5 }, 6067, 'value'],
      ['PUT', '/key/hash-field', { key: key('plain'), value: 'v' }, 400, 'field'],
      ['POST', '/key/ttl', { key: key('plain'), ttl: 0 }, 400, 'ttl'],
      ['POST', '/key/ttl', { key: key('plain'), ttl: 'soon' }, 400, 'ttl'],
      ['POST', '/key/ttl', { key: key('plain') }, 400, 'ttl'],
      ['POST', '/key/rename', { key: key('plain') }, 6066, 'newKey'],
      ['POST', '/keys/delete', { keys: [] }, 6066, 'keys'],
      ['POST', '/keys/delete', { keys: [key('plain'), 7] }, 6066, 'keys'],
      ['POST', '/keys/delete', {}, 6066, 'keys'],
    ] as const) {
      const answer = await write(method, path, body);
      expect(answer.body, `${path} ${JSON.stringify(body)}`).toMatchObject({ code, data: { field } });
      expect(answer.status).toBe(400);
    }
    expect((await detail(key('plain'))).body.data.value).toBe('text');
  });
});
