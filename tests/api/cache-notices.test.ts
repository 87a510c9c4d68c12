import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { CacheStore } from '../../server/cache/cache-store';
import { MemoryCache } from '../../server/cache/memory-cache';
import { RedisCache } from '../../server/cache/redis-cache';
import { until } from '../support/server-process';

const redisUrl = process.env.TEST_REDIS_URL?.trim();

/** The messages a listener heard, in order. */
function heard() {
  const messages: string[] = [];
  return { messages, listener: (message: string) => messages.push(message) };
}

describe('notices between nodes', () => {
  const opened: CacheStore[] = [];
  afterAll(async () => {
    for (const cache of opened) await cache.close();
  });

  it('reach this node alone in the in-process store, until unsubscribed', async () => {
    const cache = new MemoryCache();
    opened.push(cache);
    const one = heard();
    const unsubscribe = await cache.notices.subscribe('channel-a', one.listener);
    await cache.notices.publish('channel-a', 'first');
    await cache.notices.publish('channel-b', 'elsewhere');
    await until('the notice', async () => (one.messages.length > 0 ? true : undefined), 5_000);
    await unsubscribe();
    await cache.notices.publish('channel-a', 'second');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(one.messages).toEqual(['first']);
  });

  it.skipIf(!redisUrl)('reach every node sharing Redis, the sender included, on their channel only', async () => {
    const [sender, receiver] = await Promise.all([
      RedisCache.connect(redisUrl ?? ''),
      RedisCache.connect(redisUrl ?? ''),
    ]);
    opened.push(sender, receiver);
    // Channels of this run only, so that a shared Redis keeps other runs' notices apart.
    const channel = `test:notices:${randomBytes(4).toString('hex')}`;
    const there = heard();
    const here = heard();
    const other = heard();
    const stopThere = await receiver.notices.subscribe(channel, there.listener);
    await sender.notices.subscribe(channel, here.listener);
    await receiver.notices.subscribe(`${channel}:other`, other.listener);
    await sender.notices.publish(channel, 'published 7');
    await until(
      'both nodes to hear it',
      async () => (there.messages.length && here.messages.length ? true : undefined),
      5_000,
    );
    expect(there.messages).toEqual(['published 7']);
    expect(here.messages).toEqual(['published 7']);

    await stopThere();
    await sender.notices.publish(channel, 'published 8');
    await sender.notices.publish(`${channel}:other`, 'for the other channel');
    await until(
      'the later notices',
      async () => (here.messages.length > 1 && other.messages.length ? true : undefined),
      5_000,
    );
    expect(there.messages).toEqual(['published 7']);
    expect(here.messages).toEqual(['published 7', 'published 8']);
    expect(other.messages).toEqual(['for the other channel']);
    // The cache itself still answers while a connection listens.
    await receiver.set(`${channel}:key`, 'kept', 5);
    expect(await receiver.get(`${channel}:key`)).toBe('kept');
  });
});
