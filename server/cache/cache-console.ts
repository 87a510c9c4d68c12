import type { KeyType } from '../../contract/redis-console';

export { KEY_TYPES, type KeyType } from '../../contract/redis-console';

/** A key as a page of keys lists it. `ttl` is in seconds, rounded up; -1 when the key never expires. */
export interface KeyRow {
  key: string;
  type: KeyType;
  ttl: number;
}

export interface ScanPage {
  keys: KeyRow[];
  /** Where the next page starts; "0" when the whole store has been scanned. */
  cursor: string;
  /** How many keys this page looked at (on Redis the COUNT asked of each SCAN call, an estimate). */
  scanned: number;
  /**
   * The page stopped at its time budget (SCAN_PAGE_BUDGET_MS) before it was full or had
   * looked at all it may: what it found is there, and the cursor goes on from where it stopped.
   */
  cutShort: boolean;
}

export interface ScanRequest {
  cursor: string;
  /** A Redis glob pattern (`session:*`). */
  pattern: string;
  /** How many matching keys the page should bring, at most. */
  count: number;
  type?: KeyType;
}

/** One item of a collection as the console shows it. */
export type KeyValue =
  | string
  | { field: string; value: string }[]
  | { index: number; value: string }[]
  | string[]
  | { member: string; score: number }[]
  | { id: string; fields: { field: string; value: string }[] }[];

export interface KeyDetail {
  type: KeyType;
  ttl: number;
  /** How the store keeps the value (Redis OBJECT ENCODING; `int` or `text` in the in-process store). */
  encoding: string;
  /** Memory the key and its value take, in bytes (Redis MEMORY USAGE; an estimate in the in-process store). */
  size: number;
  /** Characters of a string, items of a collection. */
  length: number;
  value: KeyValue;
  /** The value shown is cut to its first part (a long string, a large collection). */
  truncated: boolean;
}

export type RenameOutcome = 'renamed' | 'missing' | 'taken';
/** What a write found: done, no such key, or a key of another type than the write needs. */
export type WriteOutcome = 'done' | 'missing' | 'wrong-type';

/** Most items of a collection, and characters of a string, a detail brings. */
export const DETAIL_ITEMS = 500;
export const DETAIL_CHARACTERS = 64 * 1024;

/**
 * What the Redis console reads and writes: pages of keys (a cursor over the store,
 * never a listing of every key at once), a key's detail, and the few edits it offers.
 */
export interface CacheConsole {
  scanPage(request: ScanRequest): Promise<ScanPage>;
  /** Keys in the store (Redis DBSIZE). */
  size(): Promise<number>;
  inspect(key: string): Promise<KeyDetail | undefined>;
  /** Replaces a string's value, keeping its time to live. */
  setString(key: string, value: string): Promise<WriteOutcome>;
  setHashField(key: string, field: string, value: string): Promise<WriteOutcome>;
  /** A time to live in seconds, or none to keep the key until deleted. */
  setTtl(key: string, ttlSeconds: number | undefined): Promise<WriteOutcome>;
  rename(key: string, newKey: string): Promise<RenameOutcome>;
  /** Deletes the keys and answers how many existed. */
  remove(keys: readonly string[]): Promise<number>;
}

/** Seconds left from milliseconds left (Redis PTTL: -1 none, -2 missing). */
export function ttlFromMs(ms: number): number {
  return ms < 0 ? ms : Math.ceil(ms / 1000);
}
