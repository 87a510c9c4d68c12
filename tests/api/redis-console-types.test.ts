import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeyDetailAnswer as Detail } from '../../contract/redis-console';
import {
  consoleStores,
  dropPrefix,
  openRedis,
  runPrefix,
  scanAll,
  startConsoleServer,
  TYPES_DB,
} from '../support/redis-console';
import type { TestServer } from '../support/test-server';

const redisStore = consoleStores().find((store) => store.name === 'redis');

/** Every Redis type, written with the Redis client directly, as the console shows it. */
describe.skipIf(!redisStore)('Redis console: every type on Redis', () => {
  let server: TestServer;
  let redis: Redis;
  const prefix = runPrefix();
  const key = (name: string) => `${prefix}${name}`;
  const detail = async (name: string) =>
    (
      await server.call<Detail>('GET', `/api/redis-console/key?key=${encodeURIComponent(key(name))}`, {
        token: server.adminToken,
      })
    ).body.data;

  beforeAll(async () => {
    if (!redisStore) return;
    server = await startConsoleServer(redisStore, TYPES_DB);
    redis = openRedis(TYPES_DB);
    await redis.set(key('text'), 'hello world', 'EX', 500);
    await redis.set(key('number'), '12345');
    await redis.hset(key('hash'), { name: 'Ada', city: 'London' });
    await redis.rpush(key('list'), 'first', 'second', 'third');
    await redis.sadd(key('set'), 'red', 'green', 'blue');
    await redis.zadd(key('zset'), 3, 'carol', 1, 'alice', 2, 'bob');
    await redis.xadd(key('stream'), '1-1', 'door', 'open', 'by', 'card');
    await redis.xadd(key('stream'), '2-1', 'door', 'closed');
    await redis.rpush(key('long-list'), ...Array.from({ length: 600 }, (_, i) => `item ${i}`));
  });
  afterAll(async () => {
    await dropPrefix(redis, prefix);
    await redis?.quit();
    await server?.close();
  });

  it('lists each key with its type and filters by type', async () => {
    const { pages } = await scanAll(server, server.adminToken, { pattern: `${prefix}*` });
    const types = Object.fromEntries(pages.flatMap((page) => page.keys).map((row) => [row.key, row.type]));
    expect(types).toEqual({
      [key('text')]: 'string',
      [key('number')]: 'string',
      [key('hash')]: 'hash',
      [key('list')]: 'list',
      [key('long-list')]: 'list',
      [key('set')]: 'set',
      [key('zset')]: 'zset',
      [key('stream')]: 'stream',
    });
    const lists = await scanAll(server, server.adminToken, { pattern: `${prefix}*`, type: 'list' });
    expect(lists.keys.sort()).toEqual([key('list'), key('long-list')]);
  });

  it('shows strings with their encoding, memory and time to live', async () => {
    const text = await detail('text');
    expect(text).toMatchObject({ type: 'string', value: 'hello world', length: 11, encoding: 'embstr' });
    expect(text.ttl).toBeGreaterThan(490);
    expect(text.size).toBeGreaterThan(0);
    expect(await detail('number')).toMatchObject({ value: '12345', encoding: 'int', ttl: -1 });
  });

  it('shows a hash as fields and values, a list with indexes, a set sorted', async () => {
    expect(await detail('hash')).toMatchObject({
      type: 'hash',
      length: 2,
      value: [
        { field: 'name', value: 'Ada' },
        { field: 'city', value: 'London' },
      ],
      encoding: expect.stringMatching(/listpack|ziplist|hashtable/),
    });
    expect(await detail('list')).toMatchObject({
      type: 'list',
      length: 3,
      value: [
        { index: 0, value: 'first' },
        { index: 1, value: 'second' },
        { index: 2, value: 'third' },
      ],
    });
    expect(await detail('set')).toMatchObject({ type: 'set', length: 3, value: ['blue', 'green', 'red'] });
  });

  it('shows a sorted set with scores and a stream with ids and fields', async () => {
    expect(await detail('zset')).toMatchObject({
      type: 'zset',
      value: [
        { member: 'alice', score: 1 },
        { member: 'bob', score: 2 },
        { member: 'carol', score: 3 },
      ],
    });
    expect(await detail('stream')).toMatchObject({
      type: 'stream',
      length: 2,
      encoding: 'stream',
      value: [
        {
          id: '1-1',
          fields: [
            { field: 'door', value: 'open' },
            { field: 'by', value: 'card' },
          ],
        },
        { id: '2-1', fields: [{ field: 'door', value: 'closed' }] },
      ],
    });
  });

  it('caps a large collection at 500 items and says so', async () => {
    const long = await detail('long-list');
    expect(long).toMatchObject({ type: 'list', length: 600, truncated: true });
    expect(long.value).toHaveLength(500);
    expect((await detail('list')).truncated).toBe(false);
  });
});
