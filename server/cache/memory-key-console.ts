import {
  type CacheConsole,
  DETAIL_CHARACTERS,
  type KeyDetail,
  type KeyRow,
  type RenameOutcome,
  type ScanPage,
  type ScanRequest,
  ttlFromMs,
  type WriteOutcome,
} from './cache-console';
import { compileGlob } from './glob-pattern';
import type { MemoryEntries, MemoryEntry } from './memory-entries';
import { SCAN_LIMITS, ScanBudget, type ScanLimits } from './scan-budget';

/** Live keys one page looks at, at most, when few keys match. */
const SLOTS_PER_PAGE = 10_000;
/** What a JavaScript string, a map entry and its slot take besides the characters (an estimate). */
const ENTRY_OVERHEAD_BYTES = 120;
const INTEGER = /^-?\d{1,19}$/;

/** The Redis console over the in-process store: strings with their time to live. */
export class MemoryKeyConsole implements CacheConsole {
  constructor(
    private readonly entries: MemoryEntries,
    private readonly now: () => number,
    private readonly limits: ScanLimits = SCAN_LIMITS,
  ) {}

  /**
   * Walks slots from the cursor until the page holds `count` keys, has looked at
   * SLOTS_PER_PAGE live keys, or has used its time (SCAN_PAGE_BUDGET_MS; `cutShort`).
   * Every SCAN_SLICE_MS it lets other requests run: a slot keeps its key while the key
   * lives, so the walk goes on where it was even if keys came or went meanwhile.
   */
  async scanPage({ cursor, pattern, count, type }: ScanRequest): Promise<ScanPage> {
    const glob = compileGlob(pattern);
    const wanted = type === undefined || type === 'string';
    const keys: KeyRow[] = [];
    const most = Math.max(count, SLOTS_PER_PAGE);
    const budget = new ScanBudget(this.limits);
    let slot = Math.max(0, Number.parseInt(cursor, 10) || 0);
    let scanned = 0;
    let cutShort = false;
    for (; slot < this.entries.slotCount && keys.length < count && scanned < most; slot++) {
      if (budget.due()) {
        if (budget.spent()) {
          cutShort = true;
          break;
        }
        await budget.pause();
      }
      const key = this.entries.keyAt(slot);
      if (key === undefined) continue;
      const entry = this.entries.live(key);
      if (!entry) continue;
      scanned++;
      if (wanted && glob.matches(key)) keys.push({ key, type: 'string', ttl: this.ttlOf(entry) });
    }
    return { keys, cursor: slot >= this.entries.slotCount ? '0' : String(slot), scanned, cutShort };
  }

  async size(): Promise<number> {
    return this.entries.size;
  }

  async inspect(key: string): Promise<KeyDetail | undefined> {
    const entry = this.entries.live(key);
    if (!entry) return undefined;
    const { value } = entry;
    return {
      type: 'string',
      ttl: this.ttlOf(entry),
      encoding: INTEGER.test(value) ? 'int' : 'text',
      size: ENTRY_OVERHEAD_BYTES + 2 * (key.length + value.length),
      length: value.length,
      value: value.slice(0, DETAIL_CHARACTERS),
      truncated: value.length > DETAIL_CHARACTERS,
    };
  }

  async setString(key: string, value: string): Promise<WriteOutcome> {
    const entry = this.entries.live(key);
    if (!entry) return 'missing';
    entry.value = value;
    return 'done';
  }

  async setHashField(key: string): Promise<WriteOutcome> {
    return this.entries.live(key) ? 'wrong-type' : 'missing';
  }

  async setTtl(key: string, ttlSeconds: number | undefined): Promise<WriteOutcome> {
    const entry = this.entries.live(key);
    if (!entry) return 'missing';
    entry.expiresAt = ttlSeconds === undefined ? undefined : this.now() + ttlSeconds * 1000;
    return 'done';
  }

  async rename(key: string, newKey: string): Promise<RenameOutcome> {
    const entry = this.entries.live(key);
    if (!entry) return 'missing';
    if (key === newKey || this.entries.live(newKey)) return 'taken';
    this.entries.delete(key);
    this.entries.put(newKey, entry.value, entry.expiresAt);
    return 'renamed';
  }

  async remove(keys: readonly string[]): Promise<number> {
    let removed = 0;
    for (const key of new Set(keys)) if (this.entries.live(key) && this.entries.delete(key)) removed++;
    return removed;
  }

  private ttlOf(entry: MemoryEntry): number {
    return entry.expiresAt === undefined ? -1 : ttlFromMs(entry.expiresAt - this.now());
  }
}
