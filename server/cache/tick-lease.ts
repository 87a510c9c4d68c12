import type { CacheStore } from './cache-store';

/**
 * One node of the deployment takes each tick of a periodic task: the first to count the tick
 * in the shared cache (Redis across nodes; the in-process store for one node alone). Keys carry
 * `namespace` (the deployment's) and expire after `holdSeconds`. A tick may be a text: the face
 * photo reads count a thumbnail once per page view so (`server/photo-reads/`).
 */
export class TickLease {
  constructor(
    private readonly cache: CacheStore,
    private readonly namespace: string,
  ) {}

  /**
   * Whether this node takes `tick` of `task`. With the cache out of reach every node takes it:
   * the tasks leased so are safe to run twice (each change is made only if nobody made it first).
   */
  async take(task: string, tick: number | string, holdSeconds: number): Promise<boolean> {
    const key = `${this.namespace}:tick:${task}:${tick}`;
    try {
      const count = await this.cache.incr(key);
      if (count === 1) await this.cache.expire(key, holdSeconds);
      return count === 1;
    } catch {
      return true;
    }
  }
}
