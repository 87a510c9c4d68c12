import type { CacheStore } from './cache-store';
import { MemoryCache } from './memory-cache';

/** Redis when a URL is configured (its client loaded only then), otherwise the in-process store. */
export async function openCache(redisUrl: string | undefined): Promise<CacheStore> {
  if (!redisUrl) return new MemoryCache();
  const { RedisCache } = await import('./redis-cache');
  return RedisCache.connect(redisUrl);
}
