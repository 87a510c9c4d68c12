/**
 * The Redis console's answers as both ends see them: a page of keys
 * (`GET /api/redis-console/keys`) and a key's detail (`GET /api/redis-console/key`).
 */

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
