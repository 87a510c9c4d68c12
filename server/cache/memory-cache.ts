import type { CacheStore } from './cache-store';

interface Entry {
  value: string;
  /** Epoch milliseconds; undefined keeps the entry until deleted. */
  expiresAt?: number;
}

/** The cache of a single node: a Map whose entries expire when read past their time. */
export class MemoryCache implements CacheStore {
  readonly kind = 'memory';
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  async get(key: string): Promise<string | undefined> {
    return this.live(key)?.value;
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: ttlSeconds === undefined ? undefined : this.now() + ttlSeconds * 1000 });
  }

  async del(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async incr(key: string): Promise<number> {
    const entry = this.live(key);
    const current = entry ? Number.parseInt(entry.value, 10) : 0;
    if (Number.isNaN(current)) throw new Error(`Cache entry ${key} does not hold an integer`);
    const next = current + 1;
    this.entries.set(key, { value: String(next), expiresAt: entry?.expiresAt });
    return next;
  }

  async expire(key: string, ttlSeconds: number): Promise<boolean> {
    const entry = this.live(key);
    if (!entry) return false;
    entry.expiresAt = this.now() + ttlSeconds * 1000;
    return true;
  }

  async scan(pattern: string): Promise<string[]> {
    const matcher = globToRegExp(pattern);
    return [...this.entries.keys()].filter((key) => this.live(key) && matcher.test(key));
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

/** Redis glob syntax: `*`, `?`, `[abc]`, and `\` escaping the next character. */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '*') source += '.*';
    else if (char === '?') source += '.';
    else if (char === '\\' && i + 1 < pattern.length) source += escapeRegExp(pattern[++i]);
    else if (char === '[') {
      const end = pattern.indexOf(']', i + 1);
      if (end === -1) source += '\\[';
      else {
        const body = pattern.slice(i + 1, end).replace(/^\^/, '!');
        source += body.startsWith('!') ? `[^${escapeClass(body.slice(1))}]` : `[${escapeClass(body)}]`;
        i = end;
      }
    } else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`, 's');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function escapeClass(text: string): string {
  return text.replace(/[\\\]^]/g, '\\$&');
}
