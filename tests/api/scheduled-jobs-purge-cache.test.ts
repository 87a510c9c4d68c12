import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredRows } from '../../contract/generated/types';
import { MemoryCache } from '../../server/cache/memory-cache';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Run = StoredRows['scheduled-job-run'];
const HOUR_MS = 60 * 60 * 1000;
const SWEPT = /^purged \d+ expired sessions and (\d+) expired cache entries$/;
const redisUrl = process.env.TEST_REDIS_URL?.trim();
if (!redisUrl && process.env.CI) throw new Error('TEST_REDIS_URL is not set: on CI the purge must also run on Redis');

const sms = (server: TestServer, phone: string) =>
  server.call('POST', '/account/web/sms/send', { body: { countryCode: '+86', scene: 'register', phone } });
const mail = (server: TestServer, email: string) =>
  server.call('POST', '/account/web/email/send', { body: { scene: 'register', email } });

/** Runs the purge of expired entries now, through the API, and answers the run's message. */
async function purgeExpiredNow(server: TestServer): Promise<string> {
  const job = await server.app.backend.tables.of('scheduled-job').findOneWhere({ code: 'purge-expired' });
  const answer = await server.call<Run>('POST', `/api/scheduled-jobs/${job?.id}/run`, { token: server.adminToken });
  expect(answer.body.data.status, answer.body.data.message ?? '').toBe('succeeded');
  return answer.body.data.message ?? '';
}

/**
 * One-time codes and their send slots, written by the code routes, are swept from the
 * in-process store once past their time to live, although nobody reads them again.
 * The store's clock is moved on instead of waiting the 24 hours a code entry is kept.
 */
describe.each(databases)('purging expired cache entries from the in-process store ($kind)', (database) => {
  let server: TestServer;
  let later = 0;
  const cache = new MemoryCache(() => Date.now() + later);

  beforeAll(async () => {
    server = await startTestServer(database, {}, { cache });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('deletes codes and send slots past their time, keeping live entries, and says how many went', async () => {
    // Nothing has expired yet (and the admin's session is now cached, as it will be again later).
    expect(await purgeExpiredNow(server)).toMatch(/ and 0 expired cache entries$/);
    expect((await sms(server, '13700000101')).body.code).toBe(200);
    expect((await mail(server, 'sweep@example.com')).body.code).toBe(200);
    // A code and its send slot for each recipient.
    expect(await cache.scan('code*')).toHaveLength(4);

    later = 25 * HOUR_MS;
    expect((await sms(server, '13700000102')).body.code).toBe(200);
    // Measured without reading the entries: a read would drop the expired ones on its own.
    const before = await cache.console.size();

    const swept = Number(SWEPT.exec(await purgeExpiredNow(server))?.[1]);
    // The four entries of the first two recipients at least; cached sessions and request counters expired too.
    expect(swept).toBeGreaterThanOrEqual(4);
    // Gone from the store itself, not only hidden from reads.
    expect(await cache.console.size()).toBe(before - swept);
    const left = await cache.scan('code*');
    expect(left).toHaveLength(2);
    expect(left.every((key) => key.includes('13700000102'))).toBe(true);
    expect(await purgeExpiredNow(server)).toMatch(/ and 0 expired cache entries$/);
  });
});

/** On Redis keys expire by themselves: the same job runs and has nothing to sweep. */
describe.runIf(redisUrl)('purging expired cache entries with Redis', () => {
  let server: TestServer;
  const phone = `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

  beforeAll(async () => {
    server = await startTestServer(databases[0], { REDIS_URL: redisUrl ?? '' });
  });
  afterAll(async () => {
    for (const key of (await server?.app.backend.cache.scan(`code*${phone}*`)) ?? []) {
      await server.app.backend.cache.del(key);
    }
    await server?.close();
  });

  it('succeeds, sweeps nothing and leaves live codes', async () => {
    expect(server.app.backend.cache.kind).toBe('redis');
    expect((await sms(server, phone)).body.code).toBe(200);
    expect(await purgeExpiredNow(server)).toMatch(SWEPT);
    expect(await purgeExpiredNow(server)).toMatch(/ and 0 expired cache entries$/);
    expect(await server.app.backend.cache.scan(`code*${phone}*`)).toHaveLength(2);
  });
});
