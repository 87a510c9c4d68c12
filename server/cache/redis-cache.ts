import { Redis } from 'ioredis';
import type { CacheConsole } from './cache-console';
import type { CacheStore } from './cache-store';
import type { Notices } from './notices';
import { RedisKeyConsole } from './redis-key-console';
import { RedisNotices } from './redis-notices';

const SCAN_BATCH = 500;

/** The cache shared by every API node, in Redis. */
export class RedisCache implements CacheStore {
  readonly kind = 'redis';
  readonly console: CacheConsole;
  readonly notices: Notices;

  private constructor(private readonly redis: Redis) {
    this.console = new RedisKeyConsole(redis);
    this.notices = new RedisNotices(redis);
  }

  /** Connects and checks the server answers, so a wrong REDIS_URL stops the start with a clear error. */
  static async connect(url: string): Promise<RedisCache> {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    try {
      await redis.connect();
      await redis.ping();
    } catch (error) {
      redis.disconnect();
      throw new Error(`Cannot reach Redis at REDIS_URL: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    // Out of reach later on, the client reconnects by itself and its commands fail with their own
    // errors (503 to the caller, /readyz failing); the connection's error events need no more.
    redis.on('error', () => {});
    return new RedisCache(redis);
  }

  async get(key: string): Promise<string | undefined> {
    return (await this.redis.get(key)) ?? undefined;
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    if (ttlSeconds === undefined) await this.redis.set(key, value);
    else await this.redis.set(key, value, 'PX', Math.max(1, Math.round(ttlSeconds * 1000)));
  }

  async del(key: string): Promise<void> {
    await this.redis.del(key);
  }

  async incr(key: string): Promise<number> {
    return this.redis.incr(key);
  }

  async expire(key: string, ttlSeconds: number): Promise<boolean> {
    return (await this.redis.pexpire(key, Math.max(1, Math.round(ttlSeconds * 1000)))) === 1;
  }

  async scan(pattern: string): Promise<string[]> {
    const keys = new Set<string>();
    let cursor = '0';
    do {
      const [next, batch] = await this.redis.scan(cursor, 'MATCH', pattern, 'COUNT', SCAN_BATCH);
      for (const key of batch) keys.add(key);
      cursor = next;
    } while (cursor !== '0');
    return [...keys];
  }

  /** Redis deletes keys past their time to live by itself: nothing is left to sweep. */
  async sweepExpired(): Promise<number> {
    return 0;
  }

  async close(): Promise<void> {
    await this.notices.close();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
