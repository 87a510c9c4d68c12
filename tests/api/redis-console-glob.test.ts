import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileGlob } from '../../server/cache/glob-pattern';
import { consoleStores, dropPrefix, GLOB_DB, openRedis, runPrefix } from '../support/redis-console';

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function randomOf(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Glob-special characters and a few plain ones, so that odd corners come up often. */
const ALPHABET = 'ab]-\\!^[*?c';

/**
 * The in-process store's glob matcher against Redis's own: the same keys, thousands of
 * random patterns made of the special characters (`*`, `?`, classes, ranges, `^`, `!`,
 * `\`, unclosed `[`), the same answer. Runs where TEST_REDIS_URL is set.
 */
const onRedis = consoleStores().some((store) => store.name === 'redis');

describe.skipIf(!onRedis)('glob patterns as Redis matches them', () => {
  let redis: Redis;
  const prefix = runPrefix();
  const random = randomOf(20240611);
  const text = (longest: number) =>
    Array.from(
      { length: 1 + Math.floor(random() * longest) },
      () => ALPHABET[Math.floor(random() * ALPHABET.length)],
    ).join('');
  const names = [...new Set(Array.from({ length: 400 }, () => text(9)))];

  beforeAll(async () => {
    redis = openRedis(GLOB_DB);
    const pipeline = redis.pipeline();
    for (const name of names) pipeline.set(`${prefix}${name}`, '1');
    await pipeline.exec();
  });
  afterAll(async () => {
    await dropPrefix(redis, prefix);
    await redis.quit();
  });

  it('answers as Redis KEYS does for 3,000 random patterns', async () => {
    const patterns = Array.from({ length: 3000 }, () => text(12));
    const pipeline = redis.pipeline();
    for (const pattern of patterns) pipeline.keys(`${prefix}${pattern}`);
    const replies = (await pipeline.exec()) ?? [];
    const differences: string[] = [];
    patterns.forEach((pattern, i) => {
      const [error, keys] = replies[i];
      expect(error).toBeNull();
      const theirs = new Set((keys as string[]).map((key) => key.slice(prefix.length)));
      const glob = compileGlob(pattern);
      for (const name of names) {
        if (glob.matches(name) !== theirs.has(name))
          differences.push(`${JSON.stringify(pattern)} ~ ${JSON.stringify(name)}`);
      }
    });
    expect(differences.slice(0, 20)).toEqual([]);
  });
});
