import type { CacheConsole } from './cache-console';
import type { CacheStore } from './cache-store';
import { compileGlob } from './glob-pattern';
import { MemoryEntries } from './memory-entries';
import { MemoryKeyConsole } from './memory-key-console';
import { LocalNotices } from './notices';
import { SCAN_LIMITS, type ScanLimits } from './scan-budget';

/** Slots a sweep looks at before letting other work run. */
const SWEEP_SLOTS = 10_000;

/** The cache of a single node: a map whose entries expire when read past their time. */
export class MemoryCache implements CacheStore {
  readonly kind = 'memory';
  readonly console: CacheConsole;
  readonly notices = new LocalNotices();
  private readonly entries: MemoryEntries;

  /** `scanLimits`: the time a console page may take and hold the event loop (tests shorten or lengthen them). */
  constructor(
    private readonly now: () => number = Date.now,
    scanLimits: ScanLimits = SCAN_LIMITS,
  ) {
    this.entries = new MemoryEntries(now);
    this.console = new MemoryKeyConsole(this.entries, now, scanLimits);
  }

  async get(key: string): Promise<string | undefined> {
    return this.entries.live(key)?.value;
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    this.entries.put(key, value, ttlSeconds === undefined ? undefined : this.now() + ttlSeconds * 1000);
  }

  async del(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async incr(key: string): Promise<number> {
    const entry = this.entries.live(key);
    const current = entry ? Number.parseInt(entry.value, 10) : 0;
    if (Number.isNaN(current)) throw new Error(`Cache entry ${key} does not hold an integer`);
    const next = current + 1;
    this.entries.put(key, String(next), entry?.expiresAt);
    return next;
  }

  async expire(key: string, ttlSeconds: number): Promise<boolean> {
    const entry = this.entries.live(key);
    if (!entry) return false;
    entry.expiresAt = this.now() + ttlSeconds * 1000;
    return true;
  }

  async scan(pattern: string): Promise<string[]> {
    const glob = compileGlob(pattern);
    return [...this.entries.keys()].filter((key) => glob.matches(key) && this.entries.live(key));
  }

  /** Walks the store a slice of slots at a time, so requests are served while a large store is swept. */
  async sweepExpired(): Promise<number> {
    let swept = 0;
    for (let slot = 0; slot < this.entries.slotCount; slot += SWEEP_SLOTS) {
      swept += this.entries.sweep(slot, SWEEP_SLOTS);
      await new Promise((resolve) => setImmediate(resolve));
    }
    return swept;
  }

  async close(): Promise<void> {
    await this.notices.close();
    this.entries.clear();
  }
}
