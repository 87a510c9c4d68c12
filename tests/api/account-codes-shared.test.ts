import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VerificationCodes } from '../../server/auth/verification-codes';
import type { CacheStore } from '../../server/cache/cache-store';
import { MemoryCache } from '../../server/cache/memory-cache';
import { RedisCache } from '../../server/cache/redis-cache';

const stores: { name: string; open(): Promise<CacheStore> }[] = [
  { name: 'memory', open: async () => new MemoryCache() },
];
const redisUrl = process.env.TEST_REDIS_URL?.trim();
if (redisUrl) stores.push({ name: 'redis', open: () => RedisCache.connect(redisUrl) });
else if (process.env.CI) throw new Error('TEST_REDIS_URL is not set: on CI the codes must also be tested on Redis');

describe.each(stores)('verification codes shared by several nodes ($name)', (store) => {
  let cache: CacheStore;
  // Recipients of this run only, so a shared Redis keeps other runs apart.
  const run = randomBytes(4).toString('hex');
  let clock = Date.now();
  const nodeA = () => new VerificationCodes(cache, 5, () => clock);
  const nodeB = () => new VerificationCodes(cache, 5, () => clock);

  beforeAll(async () => {
    cache = await store.open();
  });
  afterAll(async () => {
    for (const key of await cache.scan(`code*${run}*`)) await cache.del(key);
    await cache.close();
  });

  it('a code sent by one node is checked, once, by another', async () => {
    const code = await nodeA().issue('sms', 'register', `+86${run}1`);
    expect(await nodeB().consume('sms', 'register', `+86${run}1`, code)).toBe('valid');
    expect(await nodeA().consume('sms', 'register', `+86${run}1`, code)).toBe('wrong');
  });

  it('one node’s send blocks another’s for the same recipient (10001)', async () => {
    await nodeA().claimSendSlot('email', `${run}@example.com`);
    await expect(nodeB().claimSendSlot('email', `${run}@example.com`)).rejects.toMatchObject({ code: 10001 });
    await nodeB().claimSendSlot('email', `other${run}@example.com`);
  });

  it('expires codes after five minutes, and spends one after five wrong guesses', async () => {
    const expiring = await nodeA().issue('sms', 'reset-password', `+86${run}2`);
    clock += 5 * 60 * 1000 + 1;
    expect(await nodeB().consume('sms', 'reset-password', `+86${run}2`, expiring)).toBe('wrong');

    const guessed = await nodeA().issue('sms', 'reset-password', `+86${run}3`, '123456');
    for (let guess = 0; guess < 5; guess++) {
      expect(await nodeB().consume('sms', 'reset-password', `+86${run}3`, '654321')).toBe('wrong');
    }
    expect(await nodeA().consume('sms', 'reset-password', `+86${run}3`, guessed)).toBe('wrong');
    expect(await nodeA().consume('sms', 'reset-password', `+86${run}4`, '123456')).toBe('not-requested');
  });
});
