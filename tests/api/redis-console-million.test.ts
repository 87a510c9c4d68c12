import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleStore,
  consoleStores,
  type KeysPage,
  MILLION_DB,
  openRedis,
  runPrefix,
  startConsoleServer,
} from '../support/redis-console';
import type { TestServer } from '../support/test-server';

const MILLION = 1_000_000;
const FILL_CHUNK = 100_000;

/** Fills Redis in chunks of a server-side loop (DEBUG POPULATE is usually off): `<prefix><n>` = n. */
const FILL_SCRIPT = "for i = ARGV[2], ARGV[3] do redis.call('SET', ARGV[1] .. i, i) end return 0";
const DROP_SCRIPT = "for i = ARGV[2], ARGV[3] do redis.call('UNLINK', ARGV[1] .. i) end return 0";

async function eachChunk(redis: Redis, script: string, prefix: string): Promise<void> {
  for (let start = 0; start < MILLION; start += FILL_CHUNK) {
    await redis.eval(script, 0, prefix, start, start + FILL_CHUNK - 1);
  }
}

/** A million keys, then a few pages by SCAN: each page comes back and counts what it looked at. */
describe.each(consoleStores())('Redis console over a million keys ($name store)', (store: ConsoleStore) => {
  let server: TestServer;
  let redis: Redis | undefined;
  const prefix = runPrefix();

  const page = async (query: Record<string, string>) => {
    const answer = await server.call<KeysPage>('GET', `/api/redis-console/keys?${new URLSearchParams(query)}`, {
      token: server.adminToken,
    });
    expect(answer.body.code).toBe(200);
    return answer.body.data;
  };

  beforeAll(async () => {
    server = await startConsoleServer(store, MILLION_DB);
    if (store.name === 'redis') {
      redis = openRedis(MILLION_DB);
      await eachChunk(redis, FILL_SCRIPT, prefix);
    } else {
      const { cache } = server.app.backend;
      for (let i = 0; i < MILLION; i++) await cache.set(`${prefix}${i}`, String(i));
    }
  }, 60_000);
  afterAll(async () => {
    if (redis) {
      await eachChunk(redis, DROP_SCRIPT, prefix);
      await redis.quit();
    }
    await server?.close();
  }, 60_000);

  it('pages every key with "scanned" growing toward the total', async () => {
    let cursor = '0';
    let scanned = 0;
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const data = await page({ pattern: `${prefix}*`, count: '500', cursor });
      expect(data.total).toBeGreaterThanOrEqual(MILLION);
      expect(data.keys.length).toBeGreaterThan(0);
      for (const row of data.keys) seen.add(row.key);
      scanned += data.scanned;
      cursor = data.cursor;
      expect(cursor).not.toBe('0');
    }
    expect(seen.size).toBeGreaterThanOrEqual(2000);
    expect(scanned).toBeGreaterThanOrEqual(2000);
    expect(scanned).toBeLessThan(MILLION);
  });

  it('answers a sparse pattern with short pages that still move the cursor on', async () => {
    const first = await page({ pattern: `${prefix}99999?`, count: '200' });
    expect(first.cursor).not.toBe('0');
    expect(first.scanned).toBeGreaterThan(1000);
    for (const row of first.keys) expect(row.key).toMatch(/99999\d$/);
    const next = await page({ pattern: `${prefix}99999?`, count: '200', cursor: first.cursor });
    expect(next.cursor).not.toBe(first.cursor);
  });

  it("opens one key's detail", async () => {
    const answer = await server.call('GET', `/api/redis-console/key?key=${prefix}123456`, {
      token: server.adminToken,
    });
    expect(answer.body.data).toMatchObject({ type: 'string', value: '123456', encoding: 'int' });
  });
});
