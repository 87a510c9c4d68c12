import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheStore } from '../../server/cache/cache-store';
import { MemoryCache } from '../../server/cache/memory-cache';
import { RedisCache } from '../../server/cache/redis-cache';

interface StoreUnderTest {
  name: string;
  open(): Promise<CacheStore>;
}

function storesUnderTest(): StoreUnderTest[] {
  const stores: StoreUnderTest[] = [{ name: 'memory', open: async () => new MemoryCache() }];
  const url = process.env.TEST_REDIS_URL?.trim();
  if (url) stores.push({ name: 'redis', open: () => RedisCache.connect(url) });
  else if (process.env.CI)
    throw new Error('TEST_REDIS_URL is not set: on CI the cache suite must also run against Redis');
  else process.stdout.write('Redis cache suite skipped: TEST_REDIS_URL is not set\n');
  return stores;
}

describe.each(storesUnderTest())('cache store ($name)', (store) => {
  let cache: CacheStore;
  // Keys of this run only, so a shared Redis keeps other runs' entries apart.
  const prefix = `test:${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    cache = await store.open();
  });
  afterAll(async () => {
    for (const key of await cache.scan(`${prefix}*`)) await cache.del(key);
    await cache.close();
  });

  it('stores, reads and deletes values', async () => {
    await cache.set(`${prefix}a`, 'one');
    expect(await cache.get(`${prefix}a`)).toBe('one');
    await cache.del(`${prefix}a`);
    expect(await cache.get(`${prefix}a`)).toBeUndefined();
  });

  it('forgets entries after their time to live', async () => {
    await cache.set(`${prefix}short`, 'soon gone', 0.05);
    await cache.set(`${prefix}long`, 'stays', 60);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await cache.get(`${prefix}short`)).toBeUndefined();
    expect(await cache.get(`${prefix}long`)).toBe('stays');
  });

  it('counts with incr and sets a time to live with expire', async () => {
    expect(await cache.incr(`${prefix}count`)).toBe(1);
    expect(await cache.incr(`${prefix}count`)).toBe(2);
    expect(await cache.expire(`${prefix}count`, 0.05)).toBe(true);
    expect(await cache.expire(`${prefix}absent`, 10)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await cache.get(`${prefix}count`)).toBeUndefined();
  });

  it('scans keys by glob pattern', async () => {
    await cache.set(`${prefix}session:1`, 'x');
    await cache.set(`${prefix}session:2`, 'y');
    await cache.set(`${prefix}other:1`, 'z');
    expect((await cache.scan(`${prefix}session:*`)).sort()).toEqual([`${prefix}session:1`, `${prefix}session:2`]);
    expect(await cache.scan(`${prefix}session:?`)).toHaveLength(2);
    expect(await cache.scan(`${prefix}nothing*`)).toEqual([]);
  });
});
