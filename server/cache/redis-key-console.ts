import type { Redis } from 'ioredis';
import {
  type CacheConsole,
  KEY_TYPES,
  type KeyDetail,
  type KeyRow,
  type KeyType,
  type RenameOutcome,
  type ScanPage,
  type ScanRequest,
  ttlFromMs,
  type WriteOutcome,
} from './cache-console';
import { readValue } from './redis-key-values';
import { SCAN_LIMITS, ScanBudget, type ScanLimits } from './scan-budget';

/** SCAN calls one page makes, at most, when few keys match, so a request stays short. */
const SCANS_PER_PAGE = 20;

type Replies = [Error | null, unknown][] | null;

/**
 * The Redis console over Redis: pages by SCAN with MATCH, COUNT and TYPE (never KEYS),
 * types and times to live of a page in one pipeline, a key's detail by TYPE, PTTL,
 * MEMORY USAGE and OBJECT ENCODING in another.
 */
export class RedisKeyConsole implements CacheConsole {
  constructor(
    private readonly redis: Redis,
    private readonly limits: ScanLimits = SCAN_LIMITS,
  ) {}

  /**
   * Redis matches the pattern itself (SCAN … MATCH; Redis 6.0.18, 6.2.11 and 7.0.9 on
   * bound its matcher, CVE-2022-36021). Each call is a round trip that lets other requests
   * run; the page stops calling once it has `count` keys, SCANS_PER_PAGE calls, or its time
   * (SCAN_PAGE_BUDGET_MS; `cutShort`), and answers with the cursor to go on from.
   */
  async scanPage({ cursor, pattern, count, type }: ScanRequest): Promise<ScanPage> {
    const found = new Set<string>();
    const budget = new ScanBudget(this.limits);
    let next = cursor;
    let scanned = 0;
    let cutShort = false;
    for (let call = 0; call < SCANS_PER_PAGE; call++) {
      if (call > 0 && budget.spent()) {
        cutShort = true;
        break;
      }
      const options = ['MATCH', pattern, 'COUNT', count, ...(type ? ['TYPE', type] : [])];
      const [after, batch] = (await this.redis.call('SCAN', next, ...options)) as [string, string[]];
      for (const key of batch) found.add(key);
      scanned += count;
      next = after;
      if (next === '0' || found.size >= count) break;
    }
    return { keys: await this.rowsOf([...found]), cursor: next, scanned, cutShort };
  }

  async size(): Promise<number> {
    return this.redis.dbsize();
  }

  async inspect(key: string): Promise<KeyDetail | undefined> {
    const replies = await this.redis
      .pipeline()
      .type(key)
      .pttl(key)
      .call('MEMORY', 'USAGE', key)
      .call('OBJECT', 'ENCODING', key)
      .exec();
    const [type, pttl, memory, encoding] = results(replies);
    if (!isKeyType(type)) return undefined;
    const read = await readValue(this.redis, key, type);
    return {
      type,
      ttl: ttlFromMs(Number(pttl)),
      encoding: String(encoding ?? ''),
      size: Number(memory ?? 0),
      ...read,
    };
  }

  async setString(key: string, value: string): Promise<WriteOutcome> {
    const type = await this.redis.type(key);
    if (type !== 'string') return type === 'none' ? 'missing' : 'wrong-type';
    const written = await this.redis.call('SET', key, value, 'XX', 'KEEPTTL');
    return written === 'OK' ? 'done' : 'missing';
  }

  async setHashField(key: string, field: string, value: string): Promise<WriteOutcome> {
    const type = await this.redis.type(key);
    if (type !== 'hash') return type === 'none' ? 'missing' : 'wrong-type';
    await this.redis.hset(key, field, value);
    return 'done';
  }

  async setTtl(key: string, ttlSeconds: number | undefined): Promise<WriteOutcome> {
    if (ttlSeconds === undefined) {
      if ((await this.redis.exists(key)) === 0) return 'missing';
      await this.redis.persist(key);
      return 'done';
    }
    const set = await this.redis.pexpire(key, Math.max(1, Math.round(ttlSeconds * 1000)));
    return set === 1 ? 'done' : 'missing';
  }

  async rename(key: string, newKey: string): Promise<RenameOutcome> {
    if ((await this.redis.exists(key)) === 0) return 'missing';
    if (key === newKey) return 'taken';
    try {
      return (await this.redis.renamenx(key, newKey)) === 1 ? 'renamed' : 'taken';
    } catch (error) {
      if (error instanceof Error && /no such key/i.test(error.message)) return 'missing';
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<number> {
    return keys.length === 0 ? 0 : this.redis.unlink(...new Set(keys));
  }

  /** Types and times to live of keys in one pipeline; a key gone since the scan is left out. */
  private async rowsOf(keys: string[]): Promise<KeyRow[]> {
    if (keys.length === 0) return [];
    const pipeline = this.redis.pipeline();
    for (const key of keys) pipeline.type(key).pttl(key);
    const replies = results(await pipeline.exec());
    const rows: KeyRow[] = [];
    keys.forEach((key, i) => {
      const type = replies[2 * i];
      const pttl = Number(replies[2 * i + 1]);
      if (isKeyType(type) && pttl !== -2) rows.push({ key, type, ttl: ttlFromMs(pttl) });
    });
    return rows;
  }
}

function results(replies: Replies): unknown[] {
  return (replies ?? []).map(([error, result]) => (error ? undefined : result));
}

function isKeyType(value: unknown): value is KeyType {
  return (KEY_TYPES as readonly unknown[]).includes(value);
}
