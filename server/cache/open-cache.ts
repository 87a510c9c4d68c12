import type { CacheStore } from './cache-store';
import { MemoryCache } from './memory-cache';
import { RedisCache } from './redis-cache';

/** Redis when a URL is configured, otherwise the in-process store. */
export async function openCache(redisUrl: string | undefined): Promise<CacheStore> {
  return redisUrl ? RedisCache.connect(redisUrl) : new MemoryCache();
}
