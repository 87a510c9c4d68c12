/**
 * The Redis console's answers as both ends see them: a page of keys
 * (`GET /api/redis-console/keys`) and a key's detail (`GET /api/redis-console/key`).
 */

/**
 * The longest pattern a page of keys takes, in characters (400 naming `pattern` beyond).
 * Key names here are short (`session:` and 64 hex digits is among the longest), so this
 * leaves room for any real pattern while bounding what one comparison may cost: the
 * in-process store's matcher takes at most (pattern + 1) × (key + 1) steps per key.
 */
export const LONGEST_PATTERN = 256;

/**
 * How long one page of keys may take, in milliseconds, before it answers with what it
 * found and a cursor to go on from (`cutShort`).
 */
export const PAGE_TIME_BUDGET_MS = 250;

/** The types a key can hold, with Redis's names. The in-process store holds strings only. */
export const KEY_TYPES = ['string', 'hash', 'list', 'set', 'zset', 'stream'] as const;
export type KeyType = (typeof KEY_TYPES)[number];

/** A key as a page lists it. `ttl` is in seconds, rounded up; -1 when the key never expires. */
export interface ListedKey {
  key: string;
  type: KeyType;
  ttl: number;
  /** The value holds a secret (a cached session, a one-time code): never shown, only deletable. */
  masked: boolean;
}

export interface KeysPage {
  keys: ListedKey[];
  /** Send it back for the next page; "0" when the scan is done. */
  cursor: string;
  /** Keys this page looked at (on Redis an estimate: the COUNT of its SCAN calls). */
  scanned: number;
  /** The page stopped at its time budget (PAGE_TIME_BUDGET_MS): "Scan more" goes on from where it stopped. */
  cutShort: boolean;
  /** Keys in the store (DBSIZE). */
  total: number;
  store: 'redis' | 'memory';
}

export interface KeyDetailAnswer {
  key: string;
  type: KeyType;
  ttl: number;
  encoding: string;
  /** Memory in bytes. */
  size: number;
  /** Characters of a string, items of a collection. */
  length: number;
  /** Per type (see the route's schema); null when masked. */
  value: unknown;
  truncated: boolean;
  masked: boolean;
}
