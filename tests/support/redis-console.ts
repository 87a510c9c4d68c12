import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { KeysPage } from '../../contract/redis-console';
import { databases } from './databases';
import { startTestServer, type TestServer } from './test-server';

/**
 * The stores the console is tested on: the in-process one always, Redis when
 * TEST_REDIS_URL is set. Redis runs use a database number of their own (other suites
 * share database 0 with key prefixes), and every key a run writes carries its prefix.
 */
export interface ConsoleStore {
  name: 'memory' | 'redis';
  /** REDIS_URL for the server, on the given database number; none for the in-process store. */
  redisUrl?: (db: number) => string;
}

/**
 * Database numbers of these suites, one each: servers sharing a database would also
 * share their sign-in locks and send limits, and two suites run at the same time.
 */
export const BROWSE_DB = 11;
export const WRITES_DB = 12;
export const TYPES_DB = 13;
export const MILLION_DB = 14;
/** The glob matcher's comparison with Redis's own (KEYS over a database holding only its keys). */
export const GLOB_DB = 10;
/** Costly patterns, the pattern length bound and the time budget. */
export const BUDGET_DB = 15;

export function redisUrlOn(db: number): string | undefined {
  const url = process.env.TEST_REDIS_URL?.trim();
  if (!url) return undefined;
  const parsed = new URL(url);
  parsed.pathname = `/${db}`;
  return parsed.toString();
}

export type { KeysPage };

export function consoleStores(): ConsoleStore[] {
  const stores: ConsoleStore[] = [{ name: 'memory' }];
  if (redisUrlOn(0)) stores.push({ name: 'redis', redisUrl: (db) => redisUrlOn(db) ?? '' });
  else if (process.env.CI) throw new Error('TEST_REDIS_URL is not set: on CI the Redis console must also run on Redis');
  else process.stdout.write('Redis console on Redis skipped: TEST_REDIS_URL is not set\n');
  return stores;
}

/** The server on SQLite (the console reads no table) with the store under test. */
export function startConsoleServer(store: ConsoleStore, db: number): Promise<TestServer> {
  return startTestServer(databases[0], store.redisUrl ? { REDIS_URL: store.redisUrl(db) } : {});
}

export function runPrefix(): string {
  return `rc-test:${randomBytes(4).toString('hex')}:`;
}

/** Every page of a scan until the cursor comes back to 0. */
export async function scanAll(server: TestServer, token: string, query: Record<string, string>) {
  const pages: KeysPage[] = [];
  let cursor = '0';
  do {
    const search = new URLSearchParams({ ...query, cursor });
    const answer = await server.call<KeysPage>('GET', `/api/redis-console/keys?${search}`, { token });
    if (answer.body.code !== 200) throw new Error(`Scan failed: ${JSON.stringify(answer.body)}`);
    pages.push(answer.body.data);
    cursor = answer.body.data.cursor;
  } while (cursor !== '0' && pages.length < 10_000);
  return { pages, keys: pages.flatMap((page) => page.keys.map((row) => row.key)) };
}

/** Deletes every key under a prefix, by SCAN and UNLINK. */
export async function dropPrefix(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    if (keys.length > 0) await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
}

export function openRedis(db: number): Redis {
  return new Redis(redisUrlOn(db) ?? '', { lazyConnect: false, maxRetriesPerRequest: 2 });
}
