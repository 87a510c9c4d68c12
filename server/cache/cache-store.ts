import type { CacheConsole } from './cache-console';
import type { Notices } from './notices';

/**
 * The small key-value store the server keeps short-lived state in (session
 * lookups now; rate limits and one-time codes later). In-process by default, Redis
 * when several API nodes must share it. Values are strings; callers encode JSON.
 */
export interface CacheStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | undefined>;
  /** Stores `value`; with `ttlSeconds` the entry disappears after that many seconds. */
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Adds one to an integer entry (0 when absent) and returns the new value. */
  incr(key: string): Promise<number>;
  /** Sets a time to live on an existing entry; false when there is no such entry. */
  expire(key: string, ttlSeconds: number): Promise<boolean>;
  /** Keys matching a Redis glob pattern (`session:*`). */
  scan(pattern: string): Promise<string[]>;
  /**
   * Deletes every entry past its time to live and answers how many went. The in-process
   * store drops an expired entry only when it is read, so unread ones (one-time codes
   * nobody typed, send slots) wait for this; Redis drops its own and answers 0.
   */
  sweepExpired(): Promise<number>;
  /** What the Redis console browses and edits, on whichever store this is. */
  readonly console: CacheConsole;
  /** Messages to the other nodes sharing the store (Redis pub/sub), or to this node alone. */
  readonly notices: Notices;
  close(): Promise<void>;
}
