/** An entry of the in-process store: a string, as every entry there is. */
export interface MemoryEntry {
  value: string;
  /** Epoch milliseconds; undefined keeps the entry until deleted. */
  expiresAt?: number;
  /** Its place in the slot list, which a scan cursor walks. */
  slot: number;
}

/**
 * The entries by key, and every key in a slot that never moves while the key lives,
 * so a cursor (a slot number) walks the store in pages without sorting or copying the
 * keys: a key present for a whole walk is seen exactly once. A deleted key's slot is
 * reused by a later key, so the list never outgrows the largest the store has been.
 */
export class MemoryEntries {
  private readonly byKey = new Map<string, MemoryEntry>();
  private readonly slots: (string | undefined)[] = [];
  private readonly freeSlots: number[] = [];

  constructor(private readonly now: () => number) {}

  get size(): number {
    return this.byKey.size;
  }

  /** Slots a cursor can point at (live keys and holes). */
  get slotCount(): number {
    return this.slots.length;
  }

  keyAt(slot: number): string | undefined {
    return this.slots[slot];
  }

  /** The entry of a key that has not expired (an expired one is dropped on the way). */
  live(key: string): MemoryEntry | undefined {
    const entry = this.byKey.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Deletes the expired entries of `count` slots from `from` on; answers how many went. */
  sweep(from: number, count: number): number {
    const now = this.now();
    const end = Math.min(from + count, this.slots.length);
    let swept = 0;
    for (let slot = from; slot < end; slot++) {
      const key = this.slots[slot];
      if (key === undefined) continue;
      const expiresAt = this.byKey.get(key)?.expiresAt;
      if (expiresAt !== undefined && expiresAt <= now && this.delete(key)) swept++;
    }
    return swept;
  }

  put(key: string, value: string, expiresAt: number | undefined): void {
    const entry = this.byKey.get(key);
    if (entry) {
      entry.value = value;
      entry.expiresAt = expiresAt;
      return;
    }
    const slot = this.freeSlots.pop() ?? this.slots.length;
    this.slots[slot] = key;
    this.byKey.set(key, { value, expiresAt, slot });
  }

  delete(key: string): boolean {
    const entry = this.byKey.get(key);
    if (!entry) return false;
    this.byKey.delete(key);
    this.slots[entry.slot] = undefined;
    this.freeSlots.push(entry.slot);
    return true;
  }

  keys(): IterableIterator<string> {
    return this.byKey.keys();
  }

  clear(): void {
    this.byKey.clear();
    this.slots.length = 0;
    this.freeSlots.length = 0;
  }
}
